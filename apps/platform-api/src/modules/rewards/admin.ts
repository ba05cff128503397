import { moneyToMinor } from '@casino/contracts';
import { REWARD_MESSAGES } from '@casino/contracts/rewards';
import type { AdminReward, AdminRewardBody, AdminRedemption } from '@casino/contracts/rewards';
import type { z } from 'zod';
import type { rewardApi } from '@casino/contracts/rewards';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import type { Out } from '../../http/route';
import type { PlatformMemo } from '../memo';
import { writePlatformMemos } from '../memo';
import { pointString, returnPoints } from '../points';
import type { RewardRow } from './catalogue';
import { localized, rewardById, rewardsOf, toReward } from './catalogue';
import { hundredthsOf } from './exchange';
import { REDEEM_TYPE_IDS } from './redeem';
import type { RedemptionRow } from './transactions';
import { redemptionById, toAdminRedemption } from './transactions';

type RewardInput = z.output<typeof AdminRewardBody>;
type RedemptionUpdate = Out<(typeof rewardApi.adminRedemptionUpdate)['body']>;

const invalid = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);

async function redeemedCounts(db: Queryable): Promise<Map<number, number>> {
  const { rows } = await db.query<{ reward_id: number; n: number }>(
    `SELECT reward_id, count(*)::int AS n FROM redeem_transactions
      WHERE redeem_type_id IN (1, 2, 3) AND status <> 'rejected' GROUP BY reward_id`,
  );
  return new Map(rows.map((row) => [row.reward_id, row.n]));
}

const toAdminReward = (row: RewardRow, redeemed: number): AdminReward => ({
  ...toReward(row, 'en'),
  code: row.code,
  currency_id: row.currency_id,
  is_active: row.is_active,
  redeemed,
});

export async function adminRewards(db: Queryable): Promise<AdminReward[]> {
  const counts = await redeemedCounts(db);
  return (await rewardsOf(db, { activeOnly: false })).map((row) =>
    toAdminReward(row, counts.get(row.id) ?? 0),
  );
}

/** Amounts of a prize in storage units: minor units of the currency, hundredths of a point, or 0. */
function prizeAmount(prize: RewardInput['prizes'][number], scale: number, index: number): bigint {
  const field = `body.prizes.${index}.amount`;
  if (prize.kind === 'nothing') {
    if (!/^0+(\.0+)?$/.test(prize.amount)) throw invalid(`${field}: a "nothing" prize has no amount`);
    return 0n;
  }
  let amount: bigint;
  try {
    amount = prize.kind === 'points' ? hundredthsOf(prize.amount, field) : moneyToMinor(prize.amount, scale);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid(`${field}: more decimals than the currency has`);
  }
  if (amount <= 0n) throw invalid(`${field}: must be above zero`);
  return amount;
}

/** Creates the item or replaces the one with the same code (its texts, prizes and stock). */
export async function saveReward(tx: Queryable, body: RewardInput): Promise<AdminReward> {
  const currency = await tx.query<{ id: number; scale: number }>(
    'SELECT id, scale FROM currencies WHERE code = $1',
    [body.currency_code],
  );
  const { id: currencyId, scale } = currency.rows[0] ?? {};
  if (currencyId === undefined || scale === undefined) throw invalid('Unknown currency');
  const drawn = body.type !== 'special';
  if (drawn && body.prizes.length === 0) throw invalid('A lucky box or random card needs prizes');
  if (!drawn && body.prizes.length > 0) throw invalid('A special reward has no prizes');
  const points = hundredthsOf(body.points, 'body.points');
  if (points <= 0n) throw invalid('body.points: must be above zero');
  let productValue: bigint | null = null;
  try {
    productValue = body.product_value === null ? null : moneyToMinor(body.product_value, scale);
  } catch {
    throw invalid('body.product_value: more decimals than the currency has');
  }
  const prizes = body.prizes.map((prize, index) => ({
    kind: prize.kind,
    amount: String(prizeAmount(prize, scale, index)),
    weight: prize.weight,
    labels: prize.labels,
  }));
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO rewards (code, redeem_type_id, currency_id, texts, image_url, points, product_value, stock,
       sort_order, is_active)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (code) DO UPDATE SET redeem_type_id = EXCLUDED.redeem_type_id, currency_id = EXCLUDED.currency_id,
       texts = EXCLUDED.texts, image_url = EXCLUDED.image_url, points = EXCLUDED.points,
       product_value = EXCLUDED.product_value, stock = EXCLUDED.stock, sort_order = EXCLUDED.sort_order,
       is_active = EXCLUDED.is_active, updated_at = now()
     RETURNING id`,
    [
      body.code,
      REDEEM_TYPE_IDS[body.type],
      currencyId,
      JSON.stringify(body.texts),
      body.image_url,
      points,
      productValue,
      body.stock,
      body.sort_order,
      body.is_active,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('reward upsert returned no row');
  await tx.query('DELETE FROM reward_prizes WHERE reward_id = $1', [id]);
  await tx.query(
    `INSERT INTO reward_prizes (reward_id, position, kind, amount, weight, labels)
     SELECT $1, x.position, x.kind, x.amount, x.weight, x.labels
       FROM jsonb_to_recordset($2::jsonb) AS x(position int, kind text, amount bigint, weight int, labels jsonb)`,
    [id, JSON.stringify(prizes.map((prize, position) => ({ ...prize, position })))],
  );
  const saved = await rewardById(tx, id);
  if (!saved) throw new Error('reward vanished');
  return toAdminReward(saved, (await redeemedCounts(tx)).get(id) ?? 0);
}

/** Which status a special reward may move to from which. */
const NEXT: Record<string, readonly string[]> = {
  pending: ['approved', 'shipped', 'rejected'],
  approved: ['shipped', 'rejected'],
};

/**
 * The member's memo of a staff decision. Its key names the redemption and the status: a status is
 * reached at most once (NEXT only moves forward), so each change writes one memo, even when retried.
 */
function decisionMemo(row: RedemptionRow, status: RedemptionUpdate['status']): PlatformMemo {
  const name = localized(row.names, 'en');
  // The templates' shared parameter names: the tracking number is the reference, the points the amount.
  const params: Record<string, string> =
    status === 'shipped'
      ? { name, reference: row.tracking_number ?? '' }
      : status === 'rejected'
        ? { name, amount: pointString(row.points) }
        : { name };
  return {
    userId: row.user_id,
    category: 'Redeem',
    template: `reward_${status}`,
    params,
    sourceKey: `${row.idempotency_key}:${status}`,
  };
}

/**
 * Staff approve, ship (with a tracking number) or reject a special reward. A rejection gives the points
 * back (its own key, so once) and the item back to a limited stock. The member's memo of the decision is
 * written in the same transaction. Answers the row before and after.
 */
export async function updateRedemption(
  tx: Queryable,
  id: number,
  body: RedemptionUpdate,
): Promise<{ before: AdminRedemption; after: AdminRedemption; userId: number }> {
  const row = await redemptionById(tx, id, true);
  if (!row || row.type_code !== 'special') throw new AppError(404, 'NOT_FOUND', REWARD_MESSAGES.notFound);
  if (!(NEXT[row.status] ?? []).includes(body.status)) {
    throw new AppError(409, 'CONFLICT', `A ${row.status} redemption cannot become ${body.status}`);
  }
  if (body.status === 'shipped' && !body.tracking_number) throw invalid('Shipping needs a tracking number');
  await tx.query(
    `UPDATE redeem_transactions SET status = $2, tracking_number = coalesce($3, tracking_number),
       note = coalesce($4, note), updated_at = now() WHERE id = $1`,
    [id, body.status, body.tracking_number ?? null, body.note ?? null],
  );
  if (body.status === 'rejected') {
    if (row.reward_id !== null) {
      await tx.query('UPDATE rewards SET stock = stock + 1 WHERE id = $1 AND stock IS NOT NULL', [
        row.reward_id,
      ]);
    }
    await returnPoints(tx, {
      userId: row.user_id,
      amount: row.points,
      idempotencyKey: `${row.idempotency_key}:return`,
      type: 'redeem_reward_return',
      reference: row.idempotency_key,
    });
  }
  const updated = await redemptionById(tx, id);
  if (!updated) throw new Error('redemption vanished');
  await writePlatformMemos(tx, [decisionMemo(updated, body.status)]);
  return { before: toAdminRedemption(row), after: toAdminRedemption(updated), userId: row.user_id };
}
