import type {
  GamblingLimits,
  MoneyLimit,
  MoneyLimitKind,
  PlaySummary,
} from '@casino/contracts/safer-gambling';
import { MONEY_LIMIT_KINDS } from '@casino/contracts/safer-gambling';

const DAY_START = '2026-03-09T17:00:00.000Z';
const DAY_END = '2026-03-10T17:00:00.000Z';

/** A money limit as the API answers it; unset unless overridden. */
export function moneyLimit(kind: MoneyLimitKind, overrides: Partial<MoneyLimit> = {}): MoneyLimit {
  return {
    kind,
    amount: null,
    used: '0.00',
    remaining: null,
    period_start: DAY_START,
    period_end: DAY_END,
    pending: null,
    ...overrides,
  };
}

/** The page with no limits, the reality check off and the brand's default intervals; override per case. */
export function gamblingLimits(
  overrides: Partial<Record<MoneyLimitKind, Partial<MoneyLimit>>> = {},
  rest: Partial<Omit<GamblingLimits, 'limits'>> = {},
): GamblingLimits {
  return {
    currency: 'THB',
    scale: 2,
    limits: MONEY_LIMIT_KINDS.map((kind) => moneyLimit(kind, overrides[kind])),
    session: { minutes: null, pending: null, session_started_at: null, session_ends_at: null },
    reality_check: { interval_minutes: null, options: [15, 30, 60, 120] },
    ...rest,
  };
}

/** A page with a daily deposit limit part used and a raise waiting for its 24 hours. */
export const limitsWithPending = gamblingLimits({
  deposit_daily: {
    amount: '1000.00',
    used: '400.00',
    remaining: '600.00',
    pending: { amount: '5000.00', applies_at: '2026-03-11T09:00:00.000Z' },
  },
  loss_weekly: { amount: '2000.00', used: '150.00', remaining: '1850.00' },
});

export const playSummary: PlaySummary = {
  since: '2026-03-10T09:00:00.000Z',
  total_bet: '250.00',
  total_win: '100.00',
  net_result: '-150.00',
  currency: 'THB',
  session_limit_reached: false,
};
