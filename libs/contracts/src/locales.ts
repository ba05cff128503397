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

/**
 * Spec 1's display codes: each language's BCP 47 tag, for `<html lang>`, `lang` and `hreflang` attributes,
 * Intl and Accept-Language. The route codes are not all tags (`vn`, `bd`, `ph`, `jp` and `mm` are none,
 * `my` is Burmese and `br` Breton), so a route code never goes into a `lang` attribute.
 */
export const DISPLAY_CODES: Record<LanguageCode, string> = {
  en: 'en',
  th: 'th',
  id: 'id',
  my: 'ms',
  zh: 'zh-cn',
  ko: 'ko',
  vn: 'vi',
  hi: 'hi',
  bd: 'bn-bd',
  ph: 'tl-ph',
  pt: 'pt',
  br: 'pt-br',
  jp: 'ja',
  es: 'es',
  mm: 'my',
};

export function displayCode(lang: LanguageCode): string {
  return DISPLAY_CODES[lang];
}

/** Tags that name a language by another code than its display code (ISO 639-2 `fil` for Filipino). */
const TAG_ALIASES: Record<string, LanguageCode> = { fil: 'ph' };

const BY_TAG = new Map<string, LanguageCode>(
  LANGUAGE_CODES.map((code) => [DISPLAY_CODES[code], code] as const),
);
/** By primary subtag: a tag without a region wins (`pt` is Portuguese, `pt-br` only by its full tag). */
const BY_PRIMARY = new Map<string, LanguageCode>();
for (const code of [...LANGUAGE_CODES].sort((a, b) => DISPLAY_CODES[a].length - DISPLAY_CODES[b].length)) {
  const primary = DISPLAY_CODES[code].split('-')[0] ?? '';
  if (!BY_PRIMARY.has(primary)) BY_PRIMARY.set(primary, code);
}

/** The language a BCP 47 tag names (`pt-BR` → `br`, `my` → `mm`, `ms-MY` → `my`), if it is one of ours. */
export function languageFromTag(tag: string): LanguageCode | undefined {
  const lower = tag.trim().toLowerCase();
  const primary = lower.split('-')[0] ?? '';
  return BY_TAG.get(lower) ?? TAG_ALIASES[lower] ?? BY_PRIMARY.get(primary) ?? TAG_ALIASES[primary];
}
