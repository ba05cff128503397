import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { useLanguageId, useRouteLanguage } from '@casino/auth';
import { systemBannerFind } from '@casino/contracts/banner';
import { gamesKeys } from './keys';

/** The home carousel's banners in the route's language (the server falls back to English words). */
export function useBanners() {
  const client = useApiClient();
  const languageId = useLanguageId(useRouteLanguage()).data ?? undefined;
  return useQuery({
    queryKey: gamesKeys.banners(languageId ?? 0),
    queryFn: async ({ signal }) =>
      (await client.find(systemBannerFind, { language_id: languageId ?? 0 }, { signal })).data,
    enabled: languageId !== undefined,
    staleTime: 5 * 60_000,
  });
}
