import { useMutation, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { useLanguageId, useRouteLanguage, useSession } from '@casino/auth';
import { affiliateApi } from '@casino/contracts/affiliate';
import { affiliateKeys } from './keys';
import { useRefreshAffiliate } from './refresh';

/** The operator's articles about the programme in the page's language; visitors read them too. */
export function useAffiliateArticles() {
  const client = useApiClient();
  const languageId = useLanguageId(useRouteLanguage()).data ?? undefined;
  return useQuery({
    queryKey: affiliateKeys.articles(languageId),
    queryFn: ({ signal }) =>
      client.find(affiliateApi.affiliateArticlesFind, { language_id: languageId ?? 0 }, { signal }),
    enabled: languageId !== undefined,
    staleTime: 5 * 60_000,
  });
}

/** The member's standing: joined, base, rate, next calculation. Idle for visitors. */
export function useAffiliateMember() {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: affiliateKeys.member(),
    queryFn: ({ signal }) => client.find(affiliateApi.affiliateMemberFind, {}, { signal }),
    enabled: isLoggedIn,
  });
}

/** Makes referral the member's active bonus; `replace` confirms ending another kind. */
export function useJoinAffiliate() {
  const client = useApiClient();
  const refresh = useRefreshAffiliate();
  return useMutation({
    mutationFn: (replace: boolean) =>
      client.create(affiliateApi.affiliateMemberCreate, { replace }, { silent: true }),
    onSettled: () => refresh(),
  });
}

/** Records a visit of a referral link; the answer says whether the code belongs to a member. */
export function useLogAffiliateLink() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (refCode: string) =>
      client.create(affiliateApi.logAffiliateLinkCreate, { ref_code: refCode }, { silent: true }),
  });
}
