/** One @font-face rule: its family and its descriptors (src, font-weight, unicode-range...). */
export interface FontFaceRule {
  family: string;
  descriptors: Record<string, string>;
}

/** The declarations of a rule body, split on the semicolons outside quotes and parentheses (data: URLs). */
function declarations(body: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let quote = '';
  for (const char of body) {
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(') {
      depth += 1;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
    } else if (char === ';' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  return [...parts, current];
}

const camel = (property: string) =>
  property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The @font-face rules of a font package's stylesheet (e.g. an @fontsource package's CSS), with each
 * relative `url()` rewritten by `rebase` (so it points at the font file from wherever the rules are
 * emitted). Descriptor names come back camel-cased (fontDisplay, unicodeRange), as vanilla-extract wants.
 */
export function parseFontFaces(css: string, rebase: (url: string) => string): FontFaceRule[] {
  const rules: FontFaceRule[] = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, body = ''] of withoutComments.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const descriptors: Record<string, string> = {};
    let family = '';
    for (const declaration of declarations(body)) {
      const colon = declaration.indexOf(':');
      if (colon < 0) continue;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (!property || !value) continue;
      if (property === 'font-family') {
        family = value.replace(/^['"]|['"]$/g, '');
      } else {
        descriptors[camel(property)] = value.replace(
          /url\((['"]?)([^'")]+)\1\)/g,
          (match, _quote: string, url: string) =>
            /^(data:|https?:|\/)/.test(url) ? match : `url(${JSON.stringify(rebase(url))})`,
        );
      }
    }
    if (family) rules.push({ family, descriptors });
  }
  return rules;
}
