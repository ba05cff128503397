import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { useLanguageId, useRouteLanguage, useSession, useWallet, walletQueryOptions } from '@casino/auth';
import { publicApi } from '@casino/contracts';
import { promotionApi } from '@casino/contracts/promotions';
import type { Currency } from '@casino/contracts';
import type { Promotion, ReceivePromotionBody } from '@casino/contracts/promotions';
import { promotionKeys } from './keys';

export const HISTORY_PAGE_SIZE = 10;

/** The route language's server id; the catalogue's texts are read in it. */
export function usePromotionLanguage(): number | undefined {
  return useLanguageId(useRouteLanguage()).data ?? undefined;
}

/**
 * The currency promotions are shown in: the member's, or for a visitor the site's default currency
 * (general config), so the list does not repeat each promotion once per currency.
 */
export function usePromotionCurrency(): Currency | undefined {
  const client = useApiClient();
  const session = useSession();
  const wallet = useWallet({ enabled: session.isLoggedIn });
  const currencies = useQuery({
    queryKey: promotionKeys.currency(session.isLoggedIn),
    queryFn: async ({ signal }) => {
      const [general, list] = await Promise.all([
        client.find(publicApi.generalConfigFind, {}, { signal }),
        client.find(publicApi.currencyFind, { $sort: { code: 1 }, is_crypto: '0' }, { signal }),
      ]);
      return { defaultCode: general.data[0]?.default_currency_code, list: list.data };
    },
    staleTime: 10 * 60_000,
    enabled: !session.isPending,
  });
  const data = currencies.data;
  if (!data) return undefined;
  if (session.isLoggedIn) {
    const id = wallet.data?.currency.id;
    return id === undefined ? undefined : data.list.find((c) => c.id === id);
  }
  return data.list.find((c) => c.code === data.defaultCode) ?? data.list[0];
}

export function usePromotionCategories() {
  const client = useApiClient();
  const languageId = usePromotionLanguage();
  return useQuery({
    queryKey: promotionKeys.categories(languageId ?? 0),
    queryFn: ({ signal }) =>
      client.find(promotionApi.promotionCategoryFind, { language_id: languageId ?? 0 }, { signal }),
    enabled: languageId !== undefined,
    staleTime: 5 * 60_000,
  });
}

/** Running promotions: a member's (with their status of each) or a visitor's, in one currency. */
export function usePromotions(filter: { type?: Promotion['type'] } = {}) {
  const client = useApiClient();
  const session = useSession();
  const languageId = usePromotionLanguage();
  const currency = usePromotionCurrency();
  return useQuery({
    queryKey: [...promotionKeys.list(languageId ?? 0, session.isLoggedIn, currency?.id ?? null), filter],
    queryFn: ({ signal }) => {
      const base = { language_id: languageId ?? 0, $limit: 100, ...filter };
      return session.isLoggedIn
        ? client.find(promotionApi.memberPromotionInformationFind, base, { signal })
        : client.find(
            promotionApi.promotionInformationFind,
            { ...base, currency_id: currency?.id ?? 0 },
            { signal },
          );
    },
    enabled: languageId !== undefined && currency !== undefined,
  });
}

export function usePromotion(id: number) {
  const client = useApiClient();
  const languageId = usePromotionLanguage();
  return useQuery({
    queryKey: promotionKeys.detail(id, languageId ?? 0),
    queryFn: ({ signal }) =>
      client.get(
        promotionApi.promotionInformationGet,
        id,
        { language_id: languageId ?? 0 },
        { signal, silent: true },
      ),
    enabled: languageId !== undefined && Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** The member's active promotion and its progress; idle for visitors. */
export function useActivePromotion() {
  const client = useApiClient();
  const session = useSession();
  const languageId = usePromotionLanguage();
  return useQuery({
    queryKey: promotionKeys.active(languageId ?? 0),
    queryFn: ({ signal }) =>
      client.find(promotionApi.promotionMemberFind, { language_id: languageId ?? 0 }, { signal }),
    enabled: session.isLoggedIn && languageId !== undefined,
  });
}

export function usePromotionHistory(skip: number) {
  const client = useApiClient();
  const languageId = usePromotionLanguage();
  return useQuery({
    queryKey: promotionKeys.history(languageId ?? 0, skip),
    queryFn: ({ signal }) =>
      client.find(
        promotionApi.promotionMemberHistoryFind,
        { language_id: languageId ?? 0, $limit: HISTORY_PAGE_SIZE, $skip: skip, $sort: { createdAt: -1 } },
        { signal },
      ),
    enabled: languageId !== undefined,
  });
}

/** After a promotion changed: this library's reads and the wallet are fetched again. */
function useRefresh() {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
      queryClient.invalidateQueries({ queryKey: walletQueryOptions(client).queryKey }),
    ]);
}

export function useReceivePromotion() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ReceivePromotionBody) =>
      client.create(promotionApi.promotionMemberCreate, body, { silent: true }),
    onSettled: refresh,
  });
}

export function useDeactivatePromotion() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => client.remove(promotionApi.promotionMemberRemove, id, { silent: true }),
    onSettled: refresh,
  });
}
