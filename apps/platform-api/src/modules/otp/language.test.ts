import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './language';
import { OTP_TEXTS } from './messages';
import { LANGUAGE_CODES } from '@casino/contracts';

describe('languageFromHeader', () => {
  it.each([
    ['th-TH,th;q=0.9,en;q=0.8', 'th'],
    ['en;q=0.5, ja;q=0.9', 'jp'],
    ['pt-BR', 'br'],
    ['pt-PT', 'pt'],
    ['zh-CN', 'zh'],
    ['ms-MY', 'my'],
    ['my', 'mm'],
    // `br` is Breton, not Brazilian Portuguese (route code br).
    ['br, en;q=0.5', 'en'],
    ['bn-BD', 'bd'],
    ['vi', 'vn'],
    ['fil', 'ph'],
    ['fr-FR, de;q=0.8', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, code) => {
    expect(languageFromHeader(header)).toBe(code);
  });
});

describe('OTP texts', () => {
  it('exist in every language with the placeholders of English, translated', () => {
    for (const code of LANGUAGE_CODES) {
      const texts = OTP_TEXTS[code];
      expect(texts.message.match(/\{\w+\}/g)?.sort()).toEqual(['{code}', '{minutes}', '{ref}']);
      if (code !== 'en') expect(texts.incorrect).not.toBe(OTP_TEXTS.en.incorrect);
    }
  });
});
