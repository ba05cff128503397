import { describe, expect, it } from 'vitest';
import { parseFontFaces } from './font-faces';

const css = `/* latin */
@font-face {
  font-family: 'Albert Sans Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(./files/a-latin.woff2) format('woff2-variations');
  unicode-range: U+0000-00FF,U+20AC;
}
@font-face { font-family: "Other"; src: url("data:font/woff2;base64,AA") format('woff2'), url(https://cdn.example/x.woff2); }`;

describe('parseFontFaces', () => {
  it('reads each @font-face rule with camel-cased descriptors and rebases its relative url()s', () => {
    const rules = parseFontFaces(css, (url) => `../../fonts/${url.replace('./', '')}`);
    expect(rules).toEqual([
      {
        family: 'Albert Sans Variable',
        descriptors: {
          fontStyle: 'normal',
          fontDisplay: 'swap',
          fontWeight: '100 900',
          src: 'url("../../fonts/files/a-latin.woff2") format(\'woff2-variations\')',
          unicodeRange: 'U+0000-00FF,U+20AC',
        },
      },
      {
        family: 'Other',
        descriptors: {
          src: 'url("data:font/woff2;base64,AA") format(\'woff2\'), url(https://cdn.example/x.woff2)',
        },
      },
    ]);
  });

  it('finds nothing in a stylesheet without @font-face', () => {
    expect(parseFontFaces('body { color: red; }', (url) => url)).toEqual([]);
  });
});
