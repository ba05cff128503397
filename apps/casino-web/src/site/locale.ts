import { useLocation } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguageCode } from '@casino/contracts';
import type { LanguageCode } from '@casino/contracts';

/** The language of a path: its first segment when that is a language code, else the default (no prefix). */
export function languageFromPath(pathname: string): LanguageCode {
  const first = pathname.split('/')[1];
  return isLanguageCode(first) ? first : DEFAULT_LANGUAGE;
}

/** Readable anywhere in the tree, unlike route params, which a parent layout does not see. */
export function useLanguage(): LanguageCode {
  return languageFromPath(useLocation().pathname);
}

/** `/{lang}/{path}`; the home page is `/{lang}`. */
export function localPath(lang: LanguageCode, path = ''): string {
  return path ? `/${lang}/${path.replace(/^\//, '')}` : `/${lang}`;
}
