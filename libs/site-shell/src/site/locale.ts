import { useLocation } from 'react-router';
import type { LanguageCode } from '@casino/contracts';
import { localizePath, parseLocalePath } from '@casino/i18n';

/** The language of a path: its first segment when that is a language code, else the default (no prefix). */
export function languageFromPath(pathname: string): LanguageCode {
  return parseLocalePath(pathname).lang;
}

/** Readable anywhere in the tree, unlike route params, which a parent layout does not see. */
export function useLanguage(): LanguageCode {
  return languageFromPath(useLocation().pathname);
}

/**
 * `/{lang}/{path}`; the home page is `/{lang}`. Links always carry the prefix, so the page a visitor sees
 * never depends on the cookie; the unprefixed default-language form still routes.
 */
export function localPath(lang: LanguageCode, path = ''): string {
  return localizePath(`/${path.replace(/^\//, '')}`, lang, { prefixDefault: true });
}
