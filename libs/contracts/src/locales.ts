/** Spec section 1: the 15 interface languages, in the spec's order. English is the text fallback. */
export const LANGUAGE_CODES = [
  'en',
  'th',
  'id',
  'my',
  'zh',
  'ko',
  'vn',
  'hi',
  'bd',
  'ph',
  'pt',
  'br',
  'jp',
  'es',
  'mm',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
