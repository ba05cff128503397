import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@casino/api-client';
import { publicApi } from '@casino/contracts';

// Site-wide public config, read by the shell. Query keys live here so every reader shares one cache entry.
export const siteKeys = {
  languages: ['site', 'languages'] as const,
  globalConfig: ['site', 'global-config'] as const,
};

/** Spec section 7: languages for members, the default first. */
export function languagesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: siteKeys.languages,
    queryFn: async ({ signal }) =>
      (await client.find(publicApi.languageFind, { is_member: '1', $sort: { is_default: -1 } }, { signal }))
        .data,
    staleTime: 10 * 60_000,
  });
}

export function globalConfigQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: siteKeys.globalConfig,
    queryFn: async ({ signal }) => {
      const config = (await client.find(publicApi.globalConfigFind, {}, { signal })).data[0];
      if (!config) throw new Error('global-config answered an empty list');
      return config;
    },
    staleTime: 10 * 60_000,
  });
}
