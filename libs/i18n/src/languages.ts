import {
  DEFAULT_LANGUAGE,
  DISPLAY_CODES,
  LANGUAGE_CODES,
  displayCode,
  type LanguageCode,
} from '@casino/contracts';

/** The display codes (BCP 47) live in the contracts, where the API and the game provider read them too. */
export { DEFAULT_LANGUAGE, DISPLAY_CODES, LANGUAGE_CODES, displayCode, type LanguageCode };

/** Text falls back to English (spec 1). */
export const TEXT_FALLBACK_LANGUAGE: LanguageCode = 'en';
/** Dialogs fall back to Thai before English (spec 1). */
export const DIALOG_FALLBACK_LANGUAGE: LanguageCode = 'th';

/** The plural forms a language's texts have, as i18next suffixes them (`one`, `other`, ...). */
export function pluralCategories(lang: LanguageCode): Intl.LDMLPluralRule[] {
  return new Intl.PluralRules(displayCode(lang)).resolvedOptions().pluralCategories;
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
