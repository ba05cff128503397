import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useApiClient } from '@casino/api-client';
import type { ApiClient } from '@casino/api-client';
import { publicApi } from '@casino/contracts';
import type { LanguageCode } from '@casino/contracts';
import { localizePath, parseLocalePath } from '@casino/i18n';
import { authKeys } from './session';

/** The language of the current route (`/th/register` → th; no prefix → the default language). */
export function useRouteLanguage(): LanguageCode {
  return parseLocalePath(useLocation().pathname).lang;
}

/** A path in the current language, always prefixed, as the shell writes its links. */
export function useLocalPath() {
  const lang = useRouteLanguage();
  return (path: string) => localizePath(path, lang, { prefixDefault: true });
}

export function languageIdQueryOptions(client: ApiClient, lang: LanguageCode) {
  return queryOptions({
    queryKey: authKeys.languageId(lang),
    queryFn: async ({ signal }) => {
      const reply = await client.find(publicApi.languageFind, { code: lang }, { signal });
      return reply.data[0]?.id ?? null;
    },
    staleTime: 10 * 60_000,
  });
}

/** The server's id of the route's language, which localized reads (password-config) take. */
export function useLanguageId(lang: LanguageCode) {
  return useQuery(languageIdQueryOptions(useApiClient(), lang));
}
