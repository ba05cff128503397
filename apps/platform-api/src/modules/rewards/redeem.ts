import { randomUUID } from 'node:crypto';
import { minorToMoney } from '@casino/contracts';
import { RANDOM_CARD_COUNT, REWARD_MESSAGES } from '@casino/contracts/rewards';
import type { RedeemStatus, RedeemTypeCode, ShippingAddress } from '@casino/contracts/rewards';
import { createFairRng } from '@casino/fairness';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { transfer } from '../../ledger';
import { writePlatformMemos } from '../memo';
import { earnPoints, pointString, spendPoints } from '../points';
import { appendActivity } from '../../stream';
import type { PrizeRow, RewardRow } from './catalogue';
import { rewardById } from './catalogue';
import { dealCards, drawByWeight } from './draw';
import type { SeedRow } from './seeds';
import { commitNextSeed, seedOf } from './seeds';
import type { StoredPrize } from './transactions';

const unavailable = (message: string) => new AppError(400, 'REWARD_UNAVAILABLE', message);

export const REDEEM_TYPE_IDS: Record<RedeemTypeCode, number> = {
  special: 1,
  lucky_box: 2,
  random_card: 3,
  free_spin: 4,
  exchange: 5,
};

export async function memberCurrency(tx: Queryable, userId: number): Promise<number> {
  const { rows } = await tx.query<{ currency_id: number }>('SELECT currency_id FROM users WHERE id = $1', [
    userId,
  ]);
  const currencyId = rows[0]?.currency_id;
  if (currencyId === undefined) throw new Error(`member ${userId} vanished`);
  return currencyId;
}

/**
 * The item the member may redeem on this page: unknown ids are 404, another page's item, an inactive one,
 * another currency's or one out of stock is REWARD_UNAVAILABLE. An item with a stock gives one up here,
 * under its row lock (taken before any ledger lock, in every path, so no two redemptions deadlock).
 */
async function takeReward(
  tx: Queryable,
  userId: number,
  rewardId: number,
  type: RedeemTypeCode,
): Promise<RewardRow> {
  const reward = await rewardById(tx, rewardId);
  if (!reward) throw new AppError(404, 'NOT_FOUND', REWARD_MESSAGES.notFound);
  if (reward.type !== type) throw unavailable(REWARD_MESSAGES.wrongType);
  if (!reward.is_active || reward.currency_id !== (await memberCurrency(tx, userId))) {
    throw unavailable(REWARD_MESSAGES.notFound);
  }
  if (reward.stock !== null) {
    const taken = await tx.query('UPDATE rewards SET stock = stock - 1 WHERE id = $1 AND stock > 0', [
      rewardId,
    ]);
    if ((taken.rowCount ?? 0) === 0) throw unavailable(REWARD_MESSAGES.outOfStock);
  }
  return reward;
}

interface NewRedemption {
  userId: number;
  type: RedeemTypeCode;
  rewardId: number | null;
  names: Record<string, string>;
  /** Hundredths of a point. */
  points: bigint;
  currencyId: number;
  productValue: bigint | null;
  status: RedeemStatus;
  address?: ShippingAddress | undefined;
  prize?: StoredPrize | undefined;
  /** A draw's seeds, revealed by the redemption. */
  fairness?: SeedRow;
}

/**
 * Records the redemption and spends its points, in the caller's transaction. The key is made here: the
 * client sends none, and the balance check under the account lock is what keeps a double click from
 * spending points the member does not have.
 */
export async function redeem(tx: Queryable, input: NewRedemption): Promise<{ id: number; key: string }> {
  const key = `redemption:${randomUUID()}`;
  await spendPoints(tx, {
    userId: input.userId,
    amount: input.points,
    idempotencyKey: key,
    type:
      input.type === 'special' ? 'redeem_reward' : input.type === 'exchange' ? 'exchange_money' : input.type,
    reference: key,
  });
  const fairness = input.fairness && {
    server_seed_hash: input.fairness.server_seed_hash,
    server_seed: input.fairness.server_seed,
    client_seed: input.fairness.client_seed,
    nonce: input.fairness.nonce,
  };
  const { rows } = await tx.query<{ id: bigint }>(
    `INSERT INTO redeem_transactions (user_id, redeem_type_id, reward_id, names, points, currency_id, product_value,
       status, address, phone, email, prize, fairness, idempotency_key)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, $14) RETURNING id`,
    [
      input.userId,
      REDEEM_TYPE_IDS[input.type],
      input.rewardId,
      JSON.stringify(input.names),
      input.points,
      input.currencyId,
      input.productValue,
      input.status,
      input.address?.address ?? null,
      input.address?.phone || null,
      input.address?.email || null,
      input.prize ? JSON.stringify(input.prize) : null,
      fairness ? JSON.stringify(fairness) : null,
      key,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('redemption insert returned no row');
  return { id: Number(id), key };
}

const englishName = (reward: RewardRow) => reward.texts.en.name;
const namesOf = (reward: RewardRow) =>
  Object.fromEntries(
    Object.entries(reward.texts).flatMap(([code, text]) => (text ? [[code, text.name]] : [])),
  );

/** Spec: a special reward is shipped to the address given (required; phone and email optional). */
export async function redeemSpecial(
  tx: Queryable,
  userId: number,
  body: { reward_id: number } & ShippingAddress,
): Promise<number> {
  const reward = await takeReward(tx, userId, body.reward_id, 'special');
  const { id } = await redeem(tx, {
    userId,
    type: 'special',
    rewardId: reward.id,
    names: namesOf(reward),
    points: reward.points,
    currencyId: reward.currency_id,
    productValue: reward.product_value,
    status: 'pending',
    address: body,
  });
  await appendActivity(tx, {
    userId,
    type: 'redeem_reward',
    detail: { redeem_transaction_id: id, name: englishName(reward), points: pointString(reward.points) },
  });
  return id;
}

/** Pays a drawn prize through the ledger: money from the currency's promotion account, or earned points. */
async function payPrize(tx: Queryable, userId: number, reward: RewardRow, prize: PrizeRow, key: string) {
  if (prize.kind === 'money') {
    await transfer(tx, {
      idempotencyKey: `${key}:prize`,
      debit: { system: 'promotion', currencyId: reward.currency_id },
      credit: { userId, kind: 'main' },
      amount: prize.amount,
      type: `${reward.type}_prize`,
      reference: key,
    });
    await writePlatformMemos(tx, [
      {
        userId,
        category: 'Redeem',
        template: 'money_received',
        params: { amount: minorToMoney(prize.amount, reward.scale), name: englishName(reward) },
        sourceKey: `${key}:prize`,
      },
    ]);
  } else if (prize.kind === 'points') {
    await earnPoints(tx, {
      userId,
      amount: prize.amount,
      idempotencyKey: `${key}:prize`,
      type: `${reward.type}_prize`,
      reference: key,
    });
  }
}

export interface Draw {
  id: number;
  prize: PrizeRow;
  /** Every card's prize in a random card's deal. */
  cards: PrizeRow[];
  /** The currency's scale, for the prizes' amounts. */
  scale: number;
  next: SeedRow;
}

/**
 * A lucky box or random card: the member's committed seed (locked, so their draws queue) and client seed
 * with the draw's nonce make the fair Rng; a lucky box draws one prize by weight, a random card deals a
 * prize onto each card and the member's pick wins its card. The redemption keeps the seeds, now revealed,
 * and a fresh seed is committed for the next draw.
 */
export async function redeemDraw(
  tx: Queryable,
  userId: number,
  type: 'lucky_box' | 'random_card',
  body: { reward_id: number; card_index?: number },
): Promise<Draw> {
  const seed = await seedOf(tx, userId, true);
  const reward = await takeReward(tx, userId, body.reward_id, type);
  if (reward.prizes.length === 0) throw unavailable(REWARD_MESSAGES.notFound);
  const rng = createFairRng(seed.server_seed, seed.client_seed, seed.nonce);
  const cards = type === 'random_card' ? dealCards(rng, reward.prizes, RANDOM_CARD_COUNT) : [];
  const prize = type === 'random_card' ? cards[body.card_index ?? 0] : drawByWeight(rng, reward.prizes);
  if (!prize) throw new Error('the deal has no card at the pick');
  const { id, key } = await redeem(tx, {
    userId,
    type,
    rewardId: reward.id,
    names: namesOf(reward),
    points: reward.points,
    currencyId: reward.currency_id,
    productValue: null,
    status: 'completed',
    prize: {
      kind: prize.kind,
      amount: String(prize.amount),
      labels: prize.labels,
      ...(type === 'random_card' ? { card_index: body.card_index ?? 0 } : {}),
    },
    fairness: seed,
  });
  await payPrize(tx, userId, reward, prize, key);
  await appendActivity(tx, {
    userId,
    type,
    ...(prize.kind === 'money' ? { amount: prize.amount, currencyId: reward.currency_id } : {}),
    detail: {
      redeem_transaction_id: id,
      name: englishName(reward),
      points: pointString(reward.points),
      prize: prize.labels.en,
    },
  });
  return { id, prize, cards, scale: reward.scale, next: await commitNextSeed(tx, userId) };
}
