/**
 * Member balances; points and badge points have no currency. `bonus` holds a promotion's bonus until its
 * turnover target is met (modules/promotion).
 */
export type MemberAccountKind =
  'main' | 'cashback' | 'rebate' | 'affiliate' | 'points' | 'badge_points' | 'bonus';

/**
 * The other side of member money. They may go negative: `gateway` is money that came in from
 * outside, `provider` the games, `withdrawal_pending` money held for requested withdrawals.
 */
export type SystemAccountKind =
  'house' | 'gateway' | 'fees' | 'provider' | 'promotion' | 'withdrawal_pending';

export type AccountRef =
  { userId: number; kind: MemberAccountKind } | { system: SystemAccountKind; currencyId: number | null };

export interface TransferInput {
  /** Unique per business operation: a retry with the same key returns the first result. */
  idempotencyKey: string;
  debit: AccountRef;
  credit: AccountRef;
  /** Positive, in minor units of the accounts' currency. */
  amount: bigint;
  /** What kind of movement this is ('deposit', 'withdrawal_hold', 'bet', ...). */
  type: string;
  /** The business record behind it, e.g. `withdrawal:42`. */
  reference?: string;
  metadata?: Record<string, unknown>;
}

export interface TransferResult {
  transferId: bigint;
  /** True when the key had been used before with the same data: nothing moved this time. */
  replayed: boolean;
  debitAccountId: number;
  creditAccountId: number;
  /** Balances right after this transfer (for a replay: as the first run left them). */
  debitBalanceAfter: bigint;
  creditBalanceAfter: bigint;
}

export interface LedgerEntry {
  id: bigint;
  transferId: bigint;
  accountId: number;
  /** Positive credits, negative debits. */
  amount: bigint;
  balanceAfter: bigint;
  type: string;
  reference: string | null;
  createdAt: string;
}
