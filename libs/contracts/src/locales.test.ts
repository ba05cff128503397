import { describe, expect, it } from 'vitest';
import { DISPLAY_CODES, LANGUAGE_CODES, displayCode, languageFromTag } from './locales';

describe('display codes', () => {
  it('gives every language a canonical BCP 47 tag, never a route code that is not one', () => {
    for (const code of LANGUAGE_CODES) {
      expect(Intl.getCanonicalLocales(DISPLAY_CODES[code])).toHaveLength(1);
    }
    expect([displayCode('vn'), displayCode('bd'), displayCode('ph'), displayCode('jp')]).toEqual([
      'vi',
      'bn-bd',
      'tl-ph',
      'ja',
    ]);
    // `my` is the tag for Burmese (route code mm); Malay (route code my) is `ms`; `br` would be Breton.
    expect(displayCode('mm')).toBe('my');
    expect(displayCode('my')).toBe('ms');
    expect(displayCode('br')).toBe('pt-br');
  });

  it('reads every display code back to its language', () => {
    for (const code of LANGUAGE_CODES) expect(languageFromTag(DISPLAY_CODES[code])).toBe(code);
  });

  it.each([
    ['th-TH', 'th'],
    ['pt-PT', 'pt'],
    ['PT-BR', 'br'],
    ['zh-Hans-CN', 'zh'],
    ['ms-MY', 'my'],
    ['bn', 'bd'],
    ['fil', 'ph'],
    ['fil-PH', 'ph'],
    ['br', undefined],
    ['fr', undefined],
  ])('%s → %s', (tag, code) => {
    expect(languageFromTag(tag)).toBe(code);
  });
});
