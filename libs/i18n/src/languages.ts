import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@casino/contracts';

export { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode };

/** Text falls back to English (spec 1). */
export const TEXT_FALLBACK_LANGUAGE: LanguageCode = 'en';
/** Dialogs fall back to Thai before English (spec 1). */
export const DIALOG_FALLBACK_LANGUAGE: LanguageCode = 'th';

/**
 * BCP 47 tag for `<html lang>` and Intl. Spec 1 maps zh, bd, my, ph and vn; the codes jp, mm and br are
 * not valid tags for their languages (mm is not a tag, br is Breton), so they are mapped as well.
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

/** Each language's own name, for the language switcher. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  th: 'ไทย',
  id: 'Bahasa Indonesia',
  my: 'Bahasa Melayu',
  zh: '简体中文',
  ko: '한국어',
  vn: 'Tiếng Việt',
  hi: 'हिन्दी',
  bd: 'বাংলা',
  ph: 'Filipino',
  pt: 'Português',
  br: 'Português (Brasil)',
  jp: '日本語',
  es: 'Español',
  mm: 'မြန်မာ',
};

/** Spec 5: the Indonesian, Malay and Chinese texts ask for 8 characters, every other language for 6. */
const LONG_PASSWORD_LANGUAGES: readonly LanguageCode[] = ['id', 'my', 'zh'];

export function passwordMinLength(lang: LanguageCode): 6 | 8 {
  return LONG_PASSWORD_LANGUAGES.includes(lang) ? 8 : 6;
}

/** The chain a failed-call dialog reads its text through: the locale, then Thai, then English. */
export function dialogLanguages(lang: LanguageCode): LanguageCode[] {
  return [...new Set<LanguageCode>([lang, DIALOG_FALLBACK_LANGUAGE, TEXT_FALLBACK_LANGUAGE])];
}
