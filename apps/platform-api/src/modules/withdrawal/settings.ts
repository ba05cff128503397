import type { WithdrawalMode } from '@casino/contracts';
import { moneyToMinor } from '@casino/contracts';
import type { Queryable } from '../../db/types';

/** Operator settings in major units, per currency code, with a fallback entry `default`. */
interface StoredLimits {
  min_amount?: string;
  max_amount?: string;
  mode?: WithdrawalMode;
  auto_max_amount?: string;
}

export const DEFAULT_WITHDRAWAL_LIMITS = {
  min_amount: '100',
  max_amount: '50000',
  mode: 'manual',
  auto_max_amount: '5000',
} as const satisfies Required<StoredLimits>;

export interface CurrencyInfo {
  id: number;
  code: string;
  scale: number;
}

export interface WithdrawalLimits {
  currency: CurrencyInfo;
  min: bigint;
  max: bigint;
  mode: WithdrawalMode;
  autoMax: bigint;
}

export async function currencyOf(db: Queryable, currencyId: number): Promise<CurrencyInfo> {
  const { rows } = await db.query<CurrencyInfo>('SELECT id, code, scale FROM currencies WHERE id = $1', [
    currencyId,
  ]);
  if (!rows[0]) throw new Error(`unknown currency ${currencyId}`);
  return rows[0];
}

/**
 * The `withdrawal_config` setting: `{ "default": {...}, "THB": { "min_amount": "100", "max_amount":
 * "50000", "mode": "auto", "auto_max_amount": "5000" } }`; missing keys fall back to the defaults.
 */
export async function withdrawalLimits(db: Queryable, currencyId: number): Promise<WithdrawalLimits> {
  const currency = await currencyOf(db, currencyId);
  const { rows } = await db.query<{ value: Record<string, StoredLimits> }>(
    `SELECT value FROM settings WHERE key = 'withdrawal_config'`,
  );
  const stored = {
    ...DEFAULT_WITHDRAWAL_LIMITS,
    ...rows[0]?.value['default'],
    ...rows[0]?.value[currency.code],
  };
  const minor = (amount: string) => moneyToMinor(amount, currency.scale);
  return {
    currency,
    min: minor(stored.min_amount),
    max: minor(stored.max_amount),
    mode: stored.mode,
    autoMax: minor(stored.auto_max_amount),
  };
}
