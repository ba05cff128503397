import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { LanguageCode } from '@casino/contracts';
import { localizePath, parseLocalePath } from '@casino/i18n';

/** The language of the current route (`/th/games` → th; no prefix → the default language). */
export function useRouteLanguage(): LanguageCode {
  return parseLocalePath(useLocation().pathname).lang;
}

/** A path in the current language, always prefixed, as the shell writes its links. */
export function useLocalPath() {
  const lang = useRouteLanguage();
  return useCallback((path: string) => localizePath(path, lang, { prefixDefault: true }), [lang]);
}
