import type { PromotionMember, ReceivePromotionBody } from '@casino/contracts/promotions';
import { minorToMoney } from '@casino/contracts';
import { PROMOTION_MESSAGES } from '@casino/contracts/promotions';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { transfer } from '../../ledger';
import { appendActivity } from '../../stream';
import { writePlatformMemo } from '../memo';
import type { BonusSlots } from '../bonus';
import { BONUS_MESSAGES, takeBonus } from '../bonus';

export const referenceOf = (memberId: number) => `promotion_member:${memberId}`;
const idOfReference = (reference: string) => Number(reference.replace('promotion_member:', ''));

interface CatalogueRow {
  id: number;
  type: PromotionMember['type'];
  currency_id: number;
  bonus_percent: number | null;
  bonus_amount: bigint | null;
  bonus_cap: bigint | null;
  min_deposit: bigint;
  turnover_multiplier: number;
  start_at: Date;
  end_at: Date;
  is_active: boolean;
  /** Opened only by a redeemed coupon, never received directly. */
  coupon_only: boolean;
  scale: number;
}

export interface MemberRow {
  id: number;
  promotion_id: number;
  user_id: number;
  status: PromotionMember['status'];
  type: PromotionMember['type'];
  currency_id: number;
  scale: number;
  bonus: bigint;
  deposit_amount: bigint;
  turn_over_user: bigint;
  turn_over_target: bigint;
  turn_winlose_user: bigint;
  turn_winlose_target: bigint;
  expires_at: Date;
  created_at: Date;
  ended_at: Date | null;
  title?: string;
}

const MEMBER_COLUMNS = `pm.id, pm.promotion_id, pm.user_id, pm.status, p.type, pm.currency_id, cu.scale, pm.bonus,
  pm.deposit_amount, pm.turn_over_user, pm.turn_over_target, pm.turn_winlose_user, pm.turn_winlose_target,
  pm.expires_at, pm.created_at, pm.ended_at`;
const MEMBER_FROM = `promotion_members pm JOIN promotions p ON p.id = pm.promotion_id
  JOIN currencies cu ON cu.id = pm.currency_id`;

export function toPromotionMember(row: MemberRow, title: string): PromotionMember {
  const money = (minor: bigint) => minorToMoney(BigInt(minor), row.scale);
  return {
    id: row.id,
    promotion_information_id: row.promotion_id,
    title,
    type: row.type,
    status: row.status,
    currency_id: row.currency_id,
    bonus: money(row.bonus),
    deposit_amount: money(row.deposit_amount),
    turn_over_user: money(row.turn_over_user),
    turn_over_target: money(row.turn_over_target),
    turn_winlose_user: money(row.turn_winlose_user),
    turn_winlose_target: money(row.turn_winlose_target),
    expires_at: new Date(row.expires_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    ended_at: row.ended_at ? new Date(row.ended_at).toISOString() : null,
  };
}

/** The member's records with titles in one language (default language when missing), newest first. */
export async function memberRecords(
  db: Queryable,
  userId: number,
  languageId: number,
  options: { status?: PromotionMember['status'] | undefined; limit: number; skip: number },
): Promise<{ total: number; data: PromotionMember[] }> {
  const params = [userId, languageId, options.status ?? null];
  const where = 'pm.user_id = $1 AND ($3::text IS NULL OR pm.status = $3)';
  const { rows } = await db.query<MemberRow & { title: string | null }>(
    `SELECT ${MEMBER_COLUMNS}, tr.title FROM ${MEMBER_FROM}
       LEFT JOIN LATERAL (SELECT t.title FROM promotion_translations t JOIN languages l ON l.id = t.language_id
          WHERE t.promotion_id = p.id AND (t.language_id = $2 OR l.is_default)
          ORDER BY (t.language_id = $2) DESC LIMIT 1) tr ON true
      WHERE ${where} ORDER BY pm.created_at DESC, pm.id DESC LIMIT $4 OFFSET $5`,
    [...params, options.limit, options.skip],
  );
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM promotion_members pm WHERE ${where.replaceAll('$3', '$2')}`,
    [userId, options.status ?? null],
  );
  return {
    total: count.rows[0]?.n ?? 0,
    data: rows.map((row) => toPromotionMember(row, row.title ?? '')),
  };
}

async function lockRecord(tx: Queryable, where: string, params: unknown[]): Promise<MemberRow | undefined> {
  const { rows } = await tx.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM ${MEMBER_FROM} WHERE ${where} FOR UPDATE OF pm`,
    params,
  );
  return rows[0];
}

export const activeRecordOf = (tx: Queryable, userId: number) =>
  lockRecord(tx, `pm.user_id = $1 AND pm.status = 'active'`, [userId]);

async function loadPromotion(tx: Queryable, id: number): Promise<CatalogueRow | undefined> {
  const { rows } = await tx.query<CatalogueRow>(
    `SELECT p.id, p.type, p.currency_id, p.bonus_percent, p.bonus_amount, p.bonus_cap, p.min_deposit,
            p.turnover_multiplier, p.start_at, p.end_at, p.is_active, p.coupon_only, cu.scale
       FROM promotions p JOIN currencies cu ON cu.id = p.currency_id WHERE p.id = $1 FOR SHARE OF p`,
    [id],
  );
  return rows[0];
}

/** Whether the member may receive this promotion now (running, their currency, not received before). */
async function assertReceivable(
  tx: Queryable,
  userId: number,
  promotion: CatalogueRow | undefined,
  now: Date,
): Promise<CatalogueRow> {
  if (!promotion || !promotion.is_active) throw new AppError(404, 'NOT_FOUND', PROMOTION_MESSAGES.notFound);
  const member = await tx.query<{ currency_id: number }>('SELECT currency_id FROM users WHERE id = $1', [
    userId,
  ]);
  if (
    member.rows[0]?.currency_id !== promotion.currency_id ||
    new Date(promotion.start_at) > now ||
    new Date(promotion.end_at) <= now
  ) {
    throw new AppError(409, 'CONFLICT', PROMOTION_MESSAGES.notAvailable);
  }
  const earlier = await tx.query('SELECT 1 FROM promotion_members WHERE promotion_id = $1 AND user_id = $2', [
    promotion.id,
    userId,
  ]);
  if ((earlier.rowCount ?? 0) > 0) throw new AppError(409, 'CONFLICT', PROMOTION_MESSAGES.alreadyReceived);
  return promotion;
}

/** The bonus a promotion gives for a deposit (0 for none): a percentage up to the cap, or a fixed sum. */
export function bonusFor(promotion: CatalogueRow, deposit: bigint): bigint {
  if (promotion.bonus_amount !== null) return BigInt(promotion.bonus_amount);
  const percent = BigInt(promotion.bonus_percent ?? 0);
  const raw = (deposit * percent) / 100n;
  const cap = promotion.bonus_cap === null ? null : BigInt(promotion.bonus_cap);
  return cap !== null && raw > cap ? cap : raw;
}

/**
 * Opens the member's record, takes the promotion slot (`app.bonus`, under the member's row lock) and
 * credits the bonus promotion → member `bonus` account, all in the caller's transaction.
 */
async function open(
  tx: Queryable,
  take: (reference: string) => Promise<unknown>,
  userId: number,
  promotion: CatalogueRow,
  deposit: { id: bigint; amount: bigint } | null,
): Promise<MemberRow> {
  const depositAmount = deposit?.amount ?? 0n;
  const bonus = bonusFor(promotion, depositAmount);
  if (bonus <= 0n) throw new AppError(409, 'CONFLICT', PROMOTION_MESSAGES.notAvailable);
  const multiplier = BigInt(promotion.turnover_multiplier);
  const winlose = promotion.type === 'winlose';
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO promotion_members (promotion_id, user_id, deposit_id, deposit_amount, bonus, currency_id,
       turn_over_target, turn_winlose_target, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      promotion.id,
      userId,
      deposit?.id ?? null,
      depositAmount,
      bonus,
      promotion.currency_id,
      winlose ? 0n : (depositAmount + bonus) * multiplier,
      winlose ? bonus * multiplier : 0n,
      promotion.end_at,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('promotion member insert returned no row');
  await take(referenceOf(id));
  await transfer(tx, {
    idempotencyKey: `${referenceOf(id)}:bonus`,
    debit: { system: 'promotion', currencyId: promotion.currency_id },
    credit: { userId, kind: 'bonus' },
    amount: bonus,
    type: 'promotion_bonus',
    reference: referenceOf(id),
  });
  await appendActivity(tx, {
    userId,
    type: 'receive_promotion',
    amount: bonus,
    currencyId: promotion.currency_id,
    detail: {
      promotion_member_id: id,
      promotion_information_id: promotion.id,
      bonus: minorToMoney(bonus, promotion.scale),
    },
  });
  await writePlatformMemo(tx, {
    userId,
    category: 'Promotion',
    template: 'promotion_received',
    params: { amount: minorToMoney(bonus, promotion.scale) },
    sourceKey: `${referenceOf(id)}:opened`,
  });
  const record = await lockRecord(tx, 'pm.id = $1', [id]);
  if (!record) throw new Error('promotion member vanished');
  return record;
}

/**
 * A promotion received without a deposit: the member asks for it (spec "receive"), or a redeemed coupon
 * opens its coupon-only promotion (`via: 'coupon'`); each kind is invisible to the other way.
 */
export async function receivePromotion(
  tx: Queryable,
  bonus: BonusSlots,
  userId: number,
  body: ReceivePromotionBody,
  { via = 'member', now = new Date() }: { via?: 'member' | 'coupon'; now?: Date } = {},
): Promise<MemberRow> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  if ((await bonus.activeOf(tx, userId))?.kind === 'promotion') {
    throw new AppError(409, 'PROMOTION_ACTIVE', BONUS_MESSAGES.promotionActive);
  }
  const found = await loadPromotion(tx, body.promotion_information_id);
  // A coupon's promotion is opened by its code only; to anyone else it does not exist.
  const promotion = await assertReceivable(
    tx,
    userId,
    found && found.coupon_only === (via === 'coupon') ? found : undefined,
    now,
  );
  if (promotion.type === 'deposit_turnover') {
    throw new AppError(409, 'CONFLICT', PROMOTION_MESSAGES.needsDeposit);
  }
  return open(
    tx,
    (reference) => bonus.take(tx, { userId, kind: 'promotion', reference, replace: body.replace ?? false }),
    userId,
    promotion,
    null,
  );
}

/** A deposit naming a promotion: refused at request when the promotion cannot be received with it. */
export async function assertDepositPromotion(
  tx: Queryable,
  userId: number,
  promotionId: number,
  amount: bigint,
  now = new Date(),
): Promise<void> {
  const active = await tx.query(`SELECT 1 FROM member_bonus WHERE user_id = $1 AND kind = 'promotion'`, [
    userId,
  ]);
  if ((active.rowCount ?? 0) > 0) throw new AppError(409, 'PROMOTION_ACTIVE', BONUS_MESSAGES.promotionActive);
  const found = await loadPromotion(tx, promotionId);
  const promotion = await assertReceivable(tx, userId, found?.coupon_only ? undefined : found, now);
  if (promotion.type !== 'deposit_turnover')
    throw new AppError(409, 'CONFLICT', PROMOTION_MESSAGES.notAvailable);
  if (amount < BigInt(promotion.min_deposit)) {
    throw new AppError(
      422,
      'AMOUNT_OUT_OF_RANGE',
      PROMOTION_MESSAGES.minDeposit.replace(
        '{min}',
        minorToMoney(BigInt(promotion.min_deposit), promotion.scale),
      ),
    );
  }
}

/**
 * A credited deposit that named a promotion receives it in the same transaction, when it still can:
 * the promotion running, no bonus of any kind active (nobody is there to confirm a replacement). When it
 * cannot, the deposit is credited without a bonus. Answers the record, if one was opened.
 */
export async function attachDepositPromotion(
  tx: Queryable,
  deposit: { id: bigint; userId: number; promotionId: number; credited: bigint },
  now = new Date(),
): Promise<MemberRow | null> {
  try {
    // Nothing is written before every refusal has been checked (the catch below keeps the credit).
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [deposit.userId]);
    const anyBonus = await tx.query('SELECT 1 FROM member_bonus WHERE user_id = $1', [deposit.userId]);
    if ((anyBonus.rowCount ?? 0) > 0) return null;
    await assertDepositPromotion(tx, deposit.userId, deposit.promotionId, deposit.credited, now);
    const promotion = await loadPromotion(tx, deposit.promotionId);
    if (!promotion) return null;
    return await open(
      tx,
      (reference) => takeBonus(tx, { userId: deposit.userId, kind: 'promotion', reference, replace: false }),
      deposit.userId,
      promotion,
      { id: deposit.id, amount: deposit.credited },
    );
  } catch (error) {
    // Refusals are decided before anything is written; a database error is not a refusal.
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * Ends an active record: `received` moves the bonus to main (the target was met), `inactive` (the
 * member deactivated it or replaced it) and `expired` give it back to the promotion account. One
 * transaction with the caller's; keys derive from the record, so it happens once.
 */
export async function endRecord(
  tx: Queryable,
  record: MemberRow,
  status: 'received' | 'inactive' | 'expired',
): Promise<MemberRow> {
  if (record.status !== 'active') return record;
  await tx.query(`UPDATE promotion_members SET status = $2, ended_at = now() WHERE id = $1`, [
    record.id,
    status,
  ]);
  await transfer(tx, {
    idempotencyKey: `${referenceOf(record.id)}:end`,
    debit: { userId: record.user_id, kind: 'bonus' },
    credit:
      status === 'received'
        ? { userId: record.user_id, kind: 'main' }
        : { system: 'promotion', currencyId: record.currency_id },
    amount: BigInt(record.bonus),
    type: status === 'received' ? 'promotion_release' : 'promotion_forfeit',
    reference: referenceOf(record.id),
  });
  await tx.query(`DELETE FROM member_bonus WHERE user_id = $1 AND kind = 'promotion' AND reference = $2`, [
    record.user_id,
    referenceOf(record.id),
  ]);
  await appendActivity(tx, {
    userId: record.user_id,
    type: 'end_promotion',
    amount: BigInt(record.bonus),
    currencyId: record.currency_id,
    subType: status,
    detail: {
      promotion_member_id: record.id,
      promotion_information_id: record.promotion_id,
      status,
      bonus: minorToMoney(BigInt(record.bonus), record.scale),
    },
  });
  // The member hears of the endings they did not ask for; deactivating it themselves needs no letter.
  if (status !== 'inactive') {
    await writePlatformMemo(tx, {
      userId: record.user_id,
      category: 'Promotion',
      template: status === 'received' ? 'promotion_completed' : 'promotion_expired',
      params: { amount: minorToMoney(BigInt(record.bonus), record.scale) },
      sourceKey: `${referenceOf(record.id)}:${status}`,
    });
  }
  const after = await lockRecord(tx, 'pm.id = $1', [record.id]);
  return after ?? record;
}

/** The `app.bonus` owner of kind 'promotion': a replaced promotion ends as inactive. */
export const promotionBonusOwner = {
  async end(tx: Queryable, userId: number, reference: string) {
    const record = await lockRecord(tx, 'pm.id = $1 AND pm.user_id = $2', [idOfReference(reference), userId]);
    if (record) await endRecord(tx, record, 'inactive');
  },
};

/** Whether the member's active promotion still has target to play (the withdrawal refuses then). */
export async function promotionTargetUnmet(tx: Queryable, userId: number): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM promotion_members pm JOIN promotions p ON p.id = pm.promotion_id
      WHERE pm.user_id = $1 AND pm.status = 'active'
        AND CASE WHEN p.type = 'winlose' THEN pm.turn_winlose_user < pm.turn_winlose_target
                 ELSE pm.turn_over_user < pm.turn_over_target END`,
    [userId],
  );
  return rows.length > 0;
}

/** Turnover promotions end on their stakes, win/loss promotions on their net win. */
export const targetMet = (
  row: Pick<
    MemberRow,
    'type' | 'turn_over_user' | 'turn_over_target' | 'turn_winlose_user' | 'turn_winlose_target'
  >,
) =>
  row.type === 'winlose'
    ? BigInt(row.turn_winlose_user) >= BigInt(row.turn_winlose_target)
    : BigInt(row.turn_over_user) >= BigInt(row.turn_over_target);
