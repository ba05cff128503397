import type { ActivityLogType } from '@casino/contracts';
import type { Queryable } from '../db/types';

/** One event of the member activity stream, as consumers read it. */
export interface ActivityEvent {
  id: bigint;
  userId: number;
  type: ActivityLogType;
  /** Game movements: bet, result, cancel (a win taken back) or refund (a bet given back). */
  subType: string | null;
  /** Minor units of `currencyId`; what moved (a deposit's credited amount, a bet's stake...). */
  amount: bigint | null;
  currencyId: number | null;
  gameId: number | null;
  providerId: number | null;
  /** What the member's activity log shows (decimal amounts). */
  detail: Record<string, unknown>;
  createdAt: Date;
}

/**
 * A projection: state derived from the stream (a counter, a progress, an accrual). `apply` runs in the
 * transaction that also moves the projection's offset, so each event is applied exactly once, in order,
 * even across crashes and several API instances.
 */
export interface Projection {
  /** Unique and stable: it keys the stored offset. */
  name: string;
  /** The event types it reads; the others are passed over. */
  types: readonly ActivityLogType[];
  /**
   * Where a projection with no stored offset starts: at the first event ever written, or after the
   * last one (for state that existed before the projection did).
   */
  startAt: 'beginning' | 'end';
  apply(tx: Queryable, events: readonly ActivityEvent[]): Promise<void>;
  /**
   * Runs after a batch's transaction committed, with the events it applied: where a projection tells
   * members what changed (websocket). Best effort: a crash in between skips it, so it must not carry
   * state, and it handles its own errors.
   */
  afterCommit?(events: readonly ActivityEvent[]): Promise<void>;
}
