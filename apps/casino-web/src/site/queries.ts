import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import type { ApiClient } from '@casino/api-client';
import { publicApi } from '@casino/contracts';
import type { Language, LanguageCode } from '@casino/contracts';
import { useLanguage } from './locale';

// Site-wide public config, read by the shell. Query keys live here so every reader shares one cache entry.
export const siteKeys = {
  languages: ['site', 'languages'] as const,
  globalConfig: ['site', 'global-config'] as const,
  // Per language: switching language changes the key, which fetches the new language's config.
  systemConfig: (languageId: number) => ['site', 'system-config', languageId] as const,
  seoConfig: (languageId: number) => ['site', 'seo-config', languageId] as const,
  customFunction: (languageId: number) => ['site', 'custom-function', languageId] as const,
};

const SITE_STALE_MS = 10 * 60_000;

async function firstRow<T>(reply: Promise<{ data: T[] }>, name: string): Promise<T> {
  const row = (await reply).data[0];
  if (!row) throw new Error(`${name} answered an empty list`);
  return row;
}

/** Spec section 7: languages for members, the default first. */
export function languagesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: siteKeys.languages,
    queryFn: async ({ signal }) =>
      (await client.find(publicApi.languageFind, { is_member: '1', $sort: { is_default: -1 } }, { signal }))
        .data,
    staleTime: SITE_STALE_MS,
  });
}

export function globalConfigQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: siteKeys.globalConfig,
    queryFn: ({ signal }) =>
      firstRow(client.find(publicApi.globalConfigFind, {}, { signal }), 'global-config'),
    staleTime: SITE_STALE_MS,
  });
}

export function systemConfigQueryOptions(client: ApiClient, languageId: number) {
  return queryOptions({
    queryKey: siteKeys.systemConfig(languageId),
    queryFn: ({ signal }) =>
      firstRow(
        client.find(publicApi.systemConfigFind, { language_id: languageId }, { signal }),
        'system-config',
      ),
    staleTime: SITE_STALE_MS,
  });
}

export function seoConfigQueryOptions(client: ApiClient, languageId: number) {
  return queryOptions({
    queryKey: siteKeys.seoConfig(languageId),
    queryFn: ({ signal }) =>
      firstRow(client.find(publicApi.seoConfigFind, { language_id: languageId }, { signal }), 'seo-config'),
    staleTime: SITE_STALE_MS,
  });
}

export function customFunctionQueryOptions(client: ApiClient, languageId: number) {
  return queryOptions({
    queryKey: siteKeys.customFunction(languageId),
    queryFn: ({ signal }) =>
      firstRow(
        client.find(publicApi.customFunctionFind, { language_id: languageId }, { signal }),
        'custom-function',
      ),
    staleTime: SITE_STALE_MS,
  });
}

/** The API's row for a language code; the default language when the API does not offer this one. */
export function languageRow(languages: Language[] | undefined, code: LanguageCode): Language | undefined {
  return languages?.find((l) => l.code === code) ?? languages?.find((l) => l.is_default);
}

export function useLanguages() {
  return useQuery(languagesQueryOptions(useApiClient()));
}

/** The current route's language as the API knows it (its id keys the per-language config). */
export function useLanguageRow(): Language | undefined {
  return languageRow(useLanguages().data, useLanguage());
}

export function useGlobalConfig() {
  return useQuery(globalConfigQueryOptions(useApiClient()));
}

// Per-language config waits for the language list, which gives the id the API keys it by.
export function useSystemConfig() {
  const language = useLanguageRow();
  const options = systemConfigQueryOptions(useApiClient(), language?.id ?? 0);
  return useQuery({ ...options, enabled: language !== undefined });
}

export function useSeoConfig() {
  const language = useLanguageRow();
  const options = seoConfigQueryOptions(useApiClient(), language?.id ?? 0);
  return useQuery({ ...options, enabled: language !== undefined });
}

export function useCustomFunction() {
  const language = useLanguageRow();
  const options = customFunctionQueryOptions(useApiClient(), language?.id ?? 0);
  return useQuery({ ...options, enabled: language !== undefined });
}
