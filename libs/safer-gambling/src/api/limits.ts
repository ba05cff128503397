import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { useSession, useWallet } from '@casino/auth';
import { formatMoney } from '@casino/i18n';
import * as api from '@casino/contracts/safer-gambling';
import type {
  GamblingLimits,
  LimitKind,
  RealityCheckBody,
  SetLimitBody,
} from '@casino/contracts/safer-gambling';

export const saferGamblingKeys = {
  all: ['safer-gambling'] as const,
  limits: () => [...saferGamblingKeys.all, 'limits'] as const,
  summary: (since: string) => [...saferGamblingKeys.all, 'summary', since] as const,
};

/** The member's limits, this period's use, pending changes and the reality check; idle for visitors. */
export function useGamblingLimits() {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: saferGamblingKeys.limits(),
    enabled: isLoggedIn,
    queryFn: ({ signal }) => client.find(api.gamblingLimitFind, {}, { signal }),
  });
}

/** Every change answers the whole page, which replaces the cached one. */
function useLimitsWrite<V>(write: (value: V) => Promise<GamblingLimits | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (page) => {
      if (page) queryClient.setQueryData(saferGamblingKeys.limits(), page);
      else void queryClient.invalidateQueries({ queryKey: saferGamblingKeys.limits() });
    },
  });
}

export function useSetLimit() {
  const client = useApiClient();
  return useLimitsWrite((body: SetLimitBody) => client.create(api.gamblingLimitCreate, body));
}

/** A failed cancel is shown by the shell's error dialog (remove resolves undefined), then the page re-reads. */
export function useCancelPending() {
  const client = useApiClient();
  return useLimitsWrite(
    async (kind: LimitKind) =>
      (await client.remove(api.gamblingLimitPendingRemove, kind)) as GamblingLimits | undefined,
  );
}

export function useSetRealityCheck() {
  const client = useApiClient();
  return useLimitsWrite((body: RealityCheckBody) => client.create(api.realityCheckCreate, body));
}

/** Stakes, wins and net result since `since`; fetched when the reminder opens. */
export function usePlaySummary(since: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: saferGamblingKeys.summary(since),
    enabled,
    queryFn: ({ signal }) => client.find(api.playSummaryFind, { since }, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** Amounts in the member's wallet currency (symbol, decimals); the code after the number until it loads. */
export function useMoney() {
  const { isLoggedIn } = useSession();
  const wallet = useWallet({ enabled: isLoggedIn });
  const currency = wallet.data?.currency;
  return (amount: string, code = '') =>
    currency ? formatMoney(amount, currency) : `${amount} ${code}`.trim();
}
