import { LANGUAGE_CODES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { DISPLAY_CODES, LANGUAGE_NAMES, dialogLanguages, displayCode, passwordMinLength } from './languages';

describe('languages', () => {
  it('maps the display codes of spec 1', () => {
    expect(displayCode('zh')).toBe('zh-cn');
    expect(displayCode('bd')).toBe('bn-bd');
    expect(displayCode('my')).toBe('ms');
    expect(displayCode('ph')).toBe('tl-ph');
    expect(displayCode('vn')).toBe('vi');
  });

  it('gives every language a tag Intl accepts and a name', () => {
    for (const lang of LANGUAGE_CODES) {
      expect(Intl.getCanonicalLocales(DISPLAY_CODES[lang])).toHaveLength(1);
      expect(LANGUAGE_NAMES[lang]).toBeTruthy();
    }
  });

  it('asks for 8 password characters in id, my and zh, 6 elsewhere', () => {
    const eight = LANGUAGE_CODES.filter((lang) => passwordMinLength(lang) === 8);
    expect(eight).toEqual(['id', 'my', 'zh']);
    expect(passwordMinLength('en')).toBe(6);
    expect(passwordMinLength('th')).toBe(6);
  });

  it('builds the dialog chain locale, Thai, English', () => {
    expect(dialogLanguages('ko')).toEqual(['ko', 'th', 'en']);
    expect(dialogLanguages('th')).toEqual(['th', 'en']);
    expect(dialogLanguages('en')).toEqual(['en', 'th']);
  });
});
