import type { Queryable } from '../../db/types';
import { transferBatch } from '../../ledger';
import type { ActivityEvent, Projection } from '../../stream';
import { earnTransfers } from './ledger';

/** A member's stake in one currency within a batch, and the last event that moved it (for the key). */
interface Stake {
  userId: number;
  currencyId: number;
  /** Minor units: stakes minus refunded stakes. */
  net: bigint;
  lastEventId: bigint;
}

/**
 * Free rounds are paid by the promotion (free spins), so they earn nothing; a refund gives a stake back,
 * so it takes back what that stake would have earned.
 */
function stakeOf(event: ActivityEvent): bigint {
  if (event.detail['is_free'] === true || event.amount === null || event.amount <= 0n) return 0n;
  if (event.subType === 'bet') return event.amount;
  if (event.subType === 'refund') return -event.amount;
  return 0n;
}

function stakesOf(events: readonly ActivityEvent[]): Stake[] {
  const stakes = new Map<string, Stake>();
  for (const event of events) {
    const amount = stakeOf(event);
    if (amount === 0n || event.currencyId === null) continue;
    const key = `${event.userId}:${event.currencyId}`;
    const stake = stakes.get(key) ?? {
      userId: event.userId,
      currencyId: event.currencyId,
      net: 0n,
      lastEventId: 0n,
    };
    stake.net += amount;
    stake.lastEventId = event.id;
    stakes.set(key, stake);
  }
  return [...stakes.values()];
}

/**
 * What a carry plus new stakes earn at a rate: whole hundredths of a point, and the new carry. The carry
 * is kept in hundredths of a minor unit (stake × 100), so any rate divides exactly and nothing is lost.
 */
export function earn(
  carry: bigint,
  net: bigint,
  stakePerPoint: bigint,
): { hundredths: bigint; carry: bigint } {
  const total = carry + net * 100n;
  if (total <= 0n) return { hundredths: 0n, carry: total };
  const hundredths = total / stakePerPoint;
  return { hundredths, carry: total - hundredths * stakePerPoint };
}

/**
 * Points earned from settled bets, as a projection of the member activity stream: each stake earns at
 * its currency's rate, the part too small for a hundredth of a point carried to the member's next bets.
 * One credit of points and badge points per member per batch, keyed by the batch's last event of that
 * member, so a crash and a retry pay it once. `onEarned` tells the members after the commit.
 */
export function betPointsProjection(onEarned: (userIds: readonly number[]) => Promise<void>): Projection {
  const earnedInBatch = new Set<number>();
  return {
    name: 'bet-points',
    types: ['game'],
    // Bets played before the shop opened earned nothing then and earn nothing now.
    startAt: 'end',
    async apply(tx: Queryable, events) {
      earnedInBatch.clear();
      const stakes = stakesOf(events);
      if (stakes.length === 0) return;
      const rates = await tx.query<{ currency_id: number; stake_per_point: bigint }>(
        `SELECT currency_id, stake_per_point FROM point_earn_rates WHERE is_active AND currency_id = ANY($1::int[])`,
        [[...new Set(stakes.map((stake) => stake.currencyId))]],
      );
      const rateOf = new Map(rates.rows.map((row) => [row.currency_id, row.stake_per_point]));
      const earning = stakes.filter((stake) => rateOf.has(stake.currencyId));
      if (earning.length === 0) return;
      const carries = await tx.query<{ user_id: number; currency_id: number; carry: bigint }>(
        `SELECT user_id, currency_id, carry FROM point_stake_carries
          WHERE user_id = ANY($1::int[])`,
        [earning.map((stake) => stake.userId)],
      );
      const carryOf = new Map(carries.rows.map((row) => [`${row.user_id}:${row.currency_id}`, row.carry]));
      const next = earning.map((stake) => ({
        stake,
        ...earn(
          carryOf.get(`${stake.userId}:${stake.currencyId}`) ?? 0n,
          stake.net,
          rateOf.get(stake.currencyId) ?? 1n,
        ),
      }));
      const credited = next.filter((row) => row.hundredths > 0n);
      await transferBatch(
        tx,
        credited.flatMap(({ stake, hundredths }) =>
          earnTransfers({
            userId: stake.userId,
            amount: hundredths,
            idempotencyKey: `bet_points:${stake.userId}:${stake.lastEventId}`,
            type: 'bet_points',
            reference: `activity:${stake.lastEventId}`,
          }),
        ),
      );
      await tx.query(
        `INSERT INTO point_stake_carries (user_id, currency_id, carry)
         SELECT * FROM unnest($1::int[], $2::int[], $3::bigint[])
         ON CONFLICT (user_id, currency_id) DO UPDATE SET carry = EXCLUDED.carry, updated_at = now()`,
        [
          next.map((row) => row.stake.userId),
          next.map((row) => row.stake.currencyId),
          // As decimal strings: both drivers send text arrays as they are.
          next.map((row) => String(row.carry)),
        ],
      );
      for (const row of credited) earnedInBatch.add(row.stake.userId);
    },
    async afterCommit() {
      const userIds = [...earnedInBatch];
      earnedInBatch.clear();
      if (userIds.length > 0) await onEarned(userIds);
    },
  };
}
