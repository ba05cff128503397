import type { Queryable } from '../db/types';

/** What a daily job pays one member for one business day. */
export interface Payout {
  userId: number;
  currencyId: number | null;
  /** Minor units; a job leaves members with nothing to pay out of its list. */
  amount: bigint;
  /** What the member's history shows about it (rates, the figures it came from). */
  detail?: Record<string, unknown>;
}

/**
 * A job that runs once per business day of the brand (cashback, rebate, member levels, affiliate
 * income). The runner claims the day, walks the members in chunks and records every payout under
 * the key (job, day, member), so each member is paid once however often the job runs.
 */
export interface DailyJob {
  /** Unique and stable: it keys the runs and the payouts. */
  name: string;
  /** The projections its figures come from; they are caught up before a day is computed. */
  reads: readonly string[];
  /**
   * Claims and pays payouts of 0 too: for a job that counts every member's day (member levels add each
   * day's figures once), not only the members it owes money.
   */
  keepsZeroPayouts?: boolean;
  /** When it runs, a cron pattern in the brand's time zone; default five minutes past midnight. */
  cron?: string;
  /** The day's payouts in ascending user id after `afterUserId`, at most `limit` of them. */
  payouts(tx: Queryable, day: string, afterUserId: number, limit: number): Promise<Payout[]>;
  /**
   * Pays what this run claimed, in the claiming transaction (ledger transfers keyed
   * `${name}:${day}:${userId}`, history rows, events to publish afterwards).
   */
  pay(tx: Queryable, day: string, claimed: readonly Payout[]): Promise<void>;
  /**
   * Optional: runs after the transaction that paid `claimed` committed (tell the members' open pages,
   * e.g. a websocket refresh). Log your own failures: the run ignores them, they never undo a payment.
   */
  afterPay?(day: string, claimed: readonly Payout[]): Promise<void>;
}

export interface DailyRunResult {
  job: string;
  businessDay: string;
  /** 'already-done' when an earlier run finished the day: nothing was looked at again. */
  status: 'done' | 'already-done';
  /** Members this run paid (a concurrent or earlier run's payouts are not counted). */
  paid: number;
}
