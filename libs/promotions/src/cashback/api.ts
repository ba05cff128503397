import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '@casino/api-client';
import { useSession, walletQueryOptions } from '@casino/auth';
import { walletTransferApi } from '@casino/contracts';
import { cashbackApi } from '@casino/contracts/promotions';
import type { CashbackKind } from '@casino/contracts/promotions';
import { usePromotionLanguage } from '../api/promotions';
import { cashbackKeys } from './keys';

const ENDPOINTS = {
  cashback: {
    member: cashbackApi.cashbackMemberFind,
    join: cashbackApi.cashbackMemberCreate,
    transaction: cashbackApi.cashbackTransactionFind,
    history: cashbackApi.cashbackHistoryFind,
    transfer: walletTransferApi.cashbackTransferCreate,
    articles: cashbackApi.cashbackArticlesFind,
  },
  rebate: {
    member: cashbackApi.rebateMemberFind,
    join: cashbackApi.rebateMemberCreate,
    transaction: cashbackApi.rebateTransactionFind,
    history: cashbackApi.rebateHistoryFind,
    transfer: walletTransferApi.rebateTransferCreate,
    articles: cashbackApi.rebateArticlesFind,
  },
} as const;

export const HISTORY_LIMIT = 20;

/** The operator's articles about the programme (terms, examples) in the page's language; visitors too. */
export function useCashbackArticles(kind: CashbackKind) {
  const client = useApiClient();
  const languageId = usePromotionLanguage();
  return useQuery({
    queryKey: cashbackKeys.articles(kind, languageId),
    queryFn: ({ signal }) =>
      client.find(ENDPOINTS[kind].articles, { language_id: languageId ?? 0 }, { signal }),
    enabled: languageId !== undefined,
    staleTime: 5 * 60_000,
  });
}

/** The member's standing: joined, rate, next calculation time. Idle for visitors. */
export function useCashbackMember(kind: CashbackKind) {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: cashbackKeys.member(kind),
    queryFn: ({ signal }) => client.find(ENDPOINTS[kind].member, {}, { signal }),
    enabled: isLoggedIn,
  });
}

/** The balance to transfer and today's turnover against the target. */
export function useCashbackTransaction(kind: CashbackKind) {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: cashbackKeys.transaction(kind),
    queryFn: ({ signal }) => client.find(ENDPOINTS[kind].transaction, {}, { signal }),
    enabled: isLoggedIn,
  });
}

/** The last days' payouts, newest first. */
export function useCashbackHistory(kind: CashbackKind) {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: cashbackKeys.history(kind),
    queryFn: ({ signal }) =>
      client.find(
        ENDPOINTS[kind].history,
        { $limit: HISTORY_LIMIT, $sort: { business_day: -1 } },
        { signal },
      ),
    enabled: isLoggedIn,
  });
}

/** Everything these pages show, and the wallet, read again (after a transfer, a join, the calculation). */
export function useRefreshCashback() {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cashbackKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletQueryOptions(client).queryKey }),
      ]),
    [queryClient, client],
  );
}

/** Makes this kind the member's active bonus; `replace` confirms ending another kind. */
export function useJoinCashback(kind: CashbackKind) {
  const client = useApiClient();
  const refresh = useRefreshCashback();
  return useMutation({
    mutationFn: (replace: boolean) => client.create(ENDPOINTS[kind].join, { replace }, { silent: true }),
    onSettled: () => refresh(),
  });
}

/** Moves an amount of the balance into the main wallet, once per attempt's key. */
export function useCashbackTransfer(kind: CashbackKind) {
  const client = useApiClient();
  const refresh = useRefreshCashback();
  return useMutation({
    mutationFn: (body: { amount: string; idempotency_key: string }) =>
      client.create(ENDPOINTS[kind].transfer, body, { silent: true }),
    onSettled: () => refresh(),
  });
}
