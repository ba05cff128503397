import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { transfer, transferBatch } from '../../ledger';
import type { AccountRef, TransferInput } from '../../ledger';

/** Points have no currency: their system side is the promotion account without one. */
const PROMOTION = { system: 'promotion' as const, currencyId: null };

export const POINT_MESSAGES = { notEnough: 'Points not enough' } as const;

export interface PointMovementInput {
  userId: number;
  /** Hundredths of a point, positive. */
  amount: bigint;
  /** Unique per business operation; the badge credit derives its own key from it. */
  idempotencyKey: string;
  /** The ledger transfer type (bet_points, quest_point, lucky_box...), shown in the points history. */
  type: string;
  reference?: string;
  metadata?: Record<string, unknown>;
}

const movement = (input: PointMovementInput, debit: AccountRef, credit: AccountRef): TransferInput => ({
  idempotencyKey: input.idempotencyKey,
  debit,
  credit,
  amount: input.amount,
  type: input.type,
  ...(input.reference ? { reference: input.reference } : {}),
  ...(input.metadata ? { metadata: input.metadata } : {}),
});

/**
 * An earn: the points and, alongside, the badge points that count every point ever earned (never
 * debited). Two transfers, for callers that batch them.
 */
export function earnTransfers(input: PointMovementInput): TransferInput[] {
  return [
    movement(input, PROMOTION, { userId: input.userId, kind: 'points' }),
    movement({ ...input, idempotencyKey: `${input.idempotencyKey}:badge` }, PROMOTION, {
      userId: input.userId,
      kind: 'badge_points',
    }),
  ];
}

/** Credits earned points (and badge points) in the caller's transaction. */
export async function earnPoints(tx: Queryable, input: PointMovementInput): Promise<void> {
  await transferBatch(tx, earnTransfers(input));
}

/**
 * Spends the member's points in the caller's transaction: the balance is checked under the account's
 * lock, so of two parallel spends with points for one, the second finds them gone. Answers the points
 * left.
 */
export async function spendPoints(tx: Queryable, input: PointMovementInput): Promise<bigint> {
  try {
    const result = await transfer(tx, movement(input, { userId: input.userId, kind: 'points' }, PROMOTION));
    return result.debitBalanceAfter;
  } catch (error) {
    if (error instanceof AppError && error.reason === 'INSUFFICIENT_FUNDS') {
      throw new AppError(422, 'POINTS_NOT_ENOUGH', POINT_MESSAGES.notEnough);
    }
    throw error;
  }
}

/** Gives spent points back (a refused redemption): not an earn, so badge points stay as they are. */
export async function returnPoints(tx: Queryable, input: PointMovementInput): Promise<void> {
  await transfer(tx, movement(input, PROMOTION, { userId: input.userId, kind: 'points' }));
}

/** POINT: the member's points changed; the site reads the wallet and the points again. */
export async function publishPointNotice(app: FastifyInstance, userId: number): Promise<void> {
  await app.events.publish(userId, { topic_name: 'POINT', data: {} }).catch((error: unknown) => {
    // The points moved; a lost notice only delays the refresh until the next refetch.
    app.log.warn({ err: error, userId }, 'POINT event not published');
  });
}
