import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { publicApi } from '@casino/contracts';
import type { LaunchConfig } from '../launch/decide-launch';
import { useRouteLanguage } from '../route-language';
import { gamesKeys } from './keys';

/** custom-function's `should_iframe_redirect` for the route's language; off until it is known. */
function useShouldIframeRedirect(): boolean {
  const client = useApiClient();
  const lang = useRouteLanguage();
  const query = useQuery({
    queryKey: gamesKeys.launchSettings(lang),
    queryFn: async ({ signal }) => {
      const languages = await client.find(publicApi.languageFind, { code: lang }, { signal });
      const languageId = languages.data[0]?.id;
      if (languageId === undefined) return false;
      const config = await client.find(publicApi.customFunctionFind, { language_id: languageId }, { signal });
      return config.data[0]?.should_iframe_redirect ?? false;
    },
    staleTime: 10 * 60_000,
  });
  return query.data ?? false;
}

export function useLaunchConfig(): LaunchConfig {
  return { shouldIframeRedirect: useShouldIframeRedirect() };
}
