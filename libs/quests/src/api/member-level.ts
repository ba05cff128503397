import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { useLanguageId, useRouteLanguage, useSession, useWallet } from '@casino/auth';
import { publicApi } from '@casino/contracts';
import { memberLevelApi } from '@casino/contracts/quests';
import type { MemberLevel } from '@casino/contracts/quests';
import type { MoneyCurrency } from '@casino/i18n';
import { questsKeys } from './keys';

/** The currency the levels are read in, with what the money display needs of it. */
export interface LevelCurrency extends MoneyCurrency {
  id: number;
}

/**
 * The route language's server id, which names the levels: `undefined` while it loads, `null` when the
 * server does not know the language (the levels then come in English).
 */
export function useQuestsLanguage(): number | null | undefined {
  return useLanguageId(useRouteLanguage()).data;
}

/** The language part of a query: nothing for an unknown language. */
export function languageQuery(languageId: number | null | undefined) {
  return typeof languageId === 'number' ? { language_id: languageId } : {};
}

/**
 * The currency whose levels are shown: the member's wallet currency, or for a visitor the site's default
 * currency (general config), as the promotions do. `undefined` while it loads, `null` when the site has
 * no such currency; `error` when a read failed.
 */
export function useLevelCurrency(): { currency: LevelCurrency | null | undefined; error: Error | null } {
  const client = useApiClient();
  const session = useSession();
  const wallet = useWallet({ enabled: session.isLoggedIn });
  const site = useQuery({
    queryKey: questsKeys.siteCurrency(),
    queryFn: async ({ signal }) => {
      const [general, list] = await Promise.all([
        client.find(publicApi.generalConfigFind, {}, { signal }),
        client.find(publicApi.currencyFind, { $sort: { code: 1 }, is_crypto: '0' }, { signal }),
      ]);
      const code = general.data[0]?.default_currency_code;
      return list.data.find((currency) => currency.code === code) ?? list.data[0] ?? null;
    },
    staleTime: 10 * 60_000,
    enabled: !session.isPending && !session.isLoggedIn,
  });
  if (session.isPending) return { currency: undefined, error: null };
  if (session.isLoggedIn) return { currency: wallet.data?.currency, error: wallet.error };
  return { currency: site.data, error: site.error };
}

/** The server sends the levels lowest first; this keeps that order whatever it sends. */
const byRank = (reply: { data: MemberLevel[] }) => [...reply.data].sort((a, b) => a.rank - b.rank);

/** Every level of a currency, lowest first, named in the route's language (public). */
export function useMemberLevels(currencyId: number | undefined) {
  const client = useApiClient();
  const languageId = useQuestsLanguage();
  return useQuery({
    queryKey: questsKeys.levels(currencyId ?? 0, languageId ?? null),
    queryFn: ({ signal }) =>
      client.find(
        memberLevelApi.memberLevelListFind,
        { currency_id: currencyId ?? 0, ...languageQuery(languageId) },
        { signal },
      ),
    select: byRank,
    enabled: currencyId !== undefined && languageId !== undefined,
    staleTime: 5 * 60_000,
  });
}

/** The member's level, the next one and what they accumulated towards it; idle for visitors. */
export function useMemberLevelStanding() {
  const client = useApiClient();
  const session = useSession();
  const languageId = useQuestsLanguage();
  return useQuery({
    queryKey: questsKeys.standing(languageId ?? null),
    queryFn: ({ signal }) =>
      client.find(memberLevelApi.memberLevelFind, languageQuery(languageId), { signal }),
    enabled: session.isLoggedIn && languageId !== undefined,
  });
}
