import { buildCompleteMember, buildWallet, list, mockEndpoint } from '@casino/api-client/testing';
import { memberApi } from '@casino/contracts';
import * as api from '@casino/contracts/safer-gambling';
import type {
  GamblingLimits,
  MoneyLimit,
  RealityCheckBody,
  SetLimitBody,
} from '@casino/contracts/safer-gambling';
import { gamblingLimits, playSummary } from './fixtures';

/**
 * A logged-in THB member and a small safer-gambling API kept in memory: a first limit or a decrease applies
 * at once, a raise or removal waits 24 hours, cancelling drops it; for tests and stories alike.
 */
export function saferGamblingHandlers(initial: GamblingLimits = gamblingLimits()) {
  let page: GamblingLimits = structuredClone(initial);
  const later = () => new Date(Date.now() + 24 * 3_600_000).toISOString();
  const applyMoney = (limit: MoneyLimit, amount: string | null): MoneyLimit => {
    const tighter = amount !== null && (limit.amount === null || Number(amount) <= Number(limit.amount));
    if (tighter) {
      const left = Math.max(0, Number(amount) - Number(limit.used)).toFixed(2);
      return { ...limit, amount: Number(amount).toFixed(2), remaining: left, pending: null };
    }
    if (limit.amount === null) return limit;
    return {
      ...limit,
      pending: { amount: amount === null ? null : Number(amount).toFixed(2), applies_at: later() },
    };
  };
  return [
    mockEndpoint(memberApi.profileFind, () => list([buildCompleteMember()])),
    mockEndpoint(memberApi.walletFind, () => list([buildWallet()])),
    mockEndpoint(api.gamblingLimitFind, () => page),
    mockEndpoint(api.gamblingLimitCreate, (call) => {
      const body = call.body as SetLimitBody;
      if (body.kind === 'session') {
        const minutes = 'minutes' in body ? body.minutes : null;
        const current = page.session.minutes;
        const tighter = minutes !== null && (current === null || minutes <= current);
        page = {
          ...page,
          session: tighter
            ? { ...page.session, minutes, pending: null }
            : current === null
              ? page.session
              : { ...page.session, pending: { minutes, applies_at: later() } },
        };
        return page;
      }
      const amount = 'amount' in body ? body.amount : null;
      page = { ...page, limits: page.limits.map((l) => (l.kind === body.kind ? applyMoney(l, amount) : l)) };
      return page;
    }),
    mockEndpoint(api.gamblingLimitPendingRemove, ({ id }) => {
      page =
        id === 'session'
          ? { ...page, session: { ...page.session, pending: null } }
          : { ...page, limits: page.limits.map((l) => (l.kind === id ? { ...l, pending: null } : l)) };
      return page;
    }),
    mockEndpoint(api.realityCheckCreate, (call) => {
      const body = call.body as RealityCheckBody;
      page = {
        ...page,
        reality_check: { ...page.reality_check, interval_minutes: body.interval_minutes ?? null },
      };
      return page;
    }),
    mockEndpoint(api.playSummaryFind, ({ query }) => ({ ...playSummary, since: String(query['since']) })),
  ];
}
