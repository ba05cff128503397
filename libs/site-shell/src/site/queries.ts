import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import type { ApiClient } from '@casino/api-client';
import { MEMBER_LANGUAGES_QUERY, languageQuery, languageRow, lazyPublicApi } from '@casino/contracts';
import type { Language, PageGroup } from '@casino/contracts';
import { useLanguage } from './locale';

// Site-wide public config, read by the shell. Query keys live here so every reader shares one cache entry.
export const siteKeys = {
  all: ['site'] as const,
  languages: ['site', 'languages'] as const,
  globalConfig: ['site', 'global-config'] as const,
  // Per language: switching language changes the key, which fetches the new language's config.
  systemConfig: (languageId: number) => ['site', 'system-config', languageId] as const,
  // Per page group too (spec 7); no group (the 404 page) is the language's default row.
  seoConfig: (languageId: number, pageGroup?: PageGroup) =>
    ['site', 'seo-config', languageId, pageGroup ?? null] as const,
  scriptTagConfig: (pageGroup: PageGroup) => ['site', 'script-tag-config', pageGroup] as const,
  customFunction: (languageId: number) => ['site', 'custom-function', languageId] as const,
};

const SITE_STALE_MS = 10 * 60_000;

/**
 * The shell's config calls ask again, twice at most, after a 5xx or no reply (the client reports the last
 * failure once; a 4xx is not asked again). A failed one is not fetched again because another reader
 * mounts (`retryOnMount`): the frame shows the error page instead of its readers, and its Retry asks again.
 * With react-query's default, every mount of a reader refetched the failed call, whose "pending" showed the
 * loading page, whose end mounted the readers again: an endless loop of calls and failed-call dialogs.
 */
export const SITE_CONFIG_RETRIES = 2;
const siteConfig = { staleTime: SITE_STALE_MS, retryOnMount: false } as const;

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
      (
        await client.find(lazyPublicApi.languageFind, MEMBER_LANGUAGES_QUERY, {
          signal,
          retries: SITE_CONFIG_RETRIES,
        })
      ).data,
    ...siteConfig,
  });
}

export function globalConfigQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: siteKeys.globalConfig,
    queryFn: ({ signal }) =>
      firstRow(
        client.find(lazyPublicApi.globalConfigFind, {}, { signal, retries: SITE_CONFIG_RETRIES }),
        'global-config',
      ),
    ...siteConfig,
  });
}

export function systemConfigQueryOptions(client: ApiClient, languageId: number) {
  return queryOptions({
    queryKey: siteKeys.systemConfig(languageId),
    queryFn: ({ signal }) =>
      firstRow(
        client.find(lazyPublicApi.systemConfigFind, languageQuery(languageId), {
          signal,
          retries: SITE_CONFIG_RETRIES,
        }),
        'system-config',
      ),
    ...siteConfig,
  });
}

/** The group's SEO over the language's default row; null when staff configured none (the site name then). */
export function seoConfigQueryOptions(client: ApiClient, languageId: number, pageGroup?: PageGroup) {
  return queryOptions({
    queryKey: siteKeys.seoConfig(languageId, pageGroup),
    queryFn: async ({ signal }) => {
      const query = { language_id: languageId, ...(pageGroup ? { page_name: pageGroup } : {}) };
      const reply = await client.find(lazyPublicApi.seoConfigFind, query, {
        signal,
        retries: SITE_CONFIG_RETRIES,
      });
      return reply.data[0] ?? null;
    },
    ...siteConfig,
  });
}

/**
 * The operator's snippets for a page group; null when it has none. Silent: they load after first paint,
 * and a failure leaves the page as it is (logged), without the failed-call dialog.
 */
export function scriptTagConfigQueryOptions(client: ApiClient, pageGroup: PageGroup) {
  return queryOptions({
    queryKey: siteKeys.scriptTagConfig(pageGroup),
    queryFn: async ({ signal }) =>
      (
        await client.find(
          lazyPublicApi.scriptTagConfigFind,
          { page_name: pageGroup },
          { signal, silent: true },
        )
      ).data[0] ?? null,
    staleTime: SITE_STALE_MS,
    retry: false,
  });
}

export function customFunctionQueryOptions(client: ApiClient, languageId: number) {
  return queryOptions({
    queryKey: siteKeys.customFunction(languageId),
    queryFn: ({ signal }) =>
      firstRow(
        client.find(lazyPublicApi.customFunctionFind, languageQuery(languageId), {
          signal,
          retries: SITE_CONFIG_RETRIES,
        }),
        'custom-function',
      ),
    ...siteConfig,
  });
}

// The API's row for a language code (the default when the API does not offer it), shared with the server.
export { languageRow };

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

export function useSeoConfig(pageGroup?: PageGroup) {
  const language = useLanguageRow();
  const options = seoConfigQueryOptions(useApiClient(), language?.id ?? 0, pageGroup);
  return useQuery({ ...options, enabled: language !== undefined });
}

/** Waits for `enabled` (the first paint) and a page group; none for the 404 page. */
export function useScriptTagConfig(pageGroup: PageGroup | undefined, enabled: boolean) {
  const options = scriptTagConfigQueryOptions(useApiClient(), pageGroup ?? 'home');
  return useQuery({ ...options, enabled: enabled && pageGroup !== undefined });
}

export function useCustomFunction() {
  const language = useLanguageRow();
  const options = customFunctionQueryOptions(useApiClient(), language?.id ?? 0);
  return useQuery({ ...options, enabled: language !== undefined });
}

export type FirstSiteData =
  { status: 'pending' | 'success' } | { status: 'error'; error: Error; retry: () => Promise<void> };

/**
 * What every page needs before it shows (languages, global config, and the language's feature switches and
 * system config): still loading, there, or failed with nothing to show. `retry` asks the failed calls
 * again (a config that loaded once and failed a later refresh keeps its data: not a failure here).
 */
export function useFirstSiteData(): FirstSiteData {
  const queryClient = useQueryClient();
  const languages = useLanguages();
  const globalConfig = useGlobalConfig();
  const customFunction = useCustomFunction();
  const systemConfig = useSystemConfig();
  const failed = [languages, globalConfig, customFunction, systemConfig].find((q) => q.isLoadingError);
  if (failed?.error) {
    const retry = () =>
      queryClient.refetchQueries({
        queryKey: siteKeys.all,
        predicate: (query) => query.state.status === 'error' && query.state.data === undefined,
      });
    return { status: 'error', error: failed.error, retry };
  }
  const pending =
    languages.isPending ||
    globalConfig.isPending ||
    (languages.isSuccess && (customFunction.isPending || systemConfig.isPending));
  return { status: pending ? 'pending' : 'success' };
}
