import { COUPON_MESSAGES } from '@casino/contracts/promotions';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import type { BonusSlots } from '../bonus';
import { assertMayTakeBonus } from '../bonus';
import { liftHold, placeHold } from '../holds';
import { receivePromotion } from '../promotion';
import type { RedemptionRow } from './redemptions';
import { redemptionById, redemptionReference } from './redemptions';

interface CouponRow {
  id: number;
  promotion_id: number;
  currency_id: number;
  max_redemptions: number;
  redeemed: number;
  needs_verification: boolean;
  starts_at: Date;
  expires_at: Date;
  running: boolean;
}

const unavailable = () => new AppError(409, 'COUPON_UNAVAILABLE', COUPON_MESSAGES.unavailable);

/** The coupon by its code, locked: its count of redemptions is what two members racing for it share. */
async function lockCoupon(tx: Queryable, code: string, now: Date): Promise<CouponRow> {
  const { rows } = await tx.query<CouponRow>(
    `SELECT c.id, c.promotion_id, p.currency_id, c.max_redemptions, c.redeemed, c.needs_verification,
            c.starts_at, c.expires_at, (p.is_active AND p.start_at <= $2 AND p.end_at > $2) AS running
       FROM coupons c JOIN promotions p ON p.id = c.promotion_id WHERE c.code = $1 FOR UPDATE OF c`,
    [code, now],
  );
  const coupon = rows[0];
  if (!coupon) throw new AppError(404, 'COUPON_UNAVAILABLE', COUPON_MESSAGES.unavailable);
  const inWindow = new Date(coupon.starts_at) <= now && new Date(coupon.expires_at) > now;
  if (!inWindow || !coupon.running || coupon.redeemed >= coupon.max_redemptions) throw unavailable();
  return coupon;
}

/** Opens the coupon's promotion for the redemption and marks it a success, in the caller's transaction. */
async function grant(
  tx: Queryable,
  bonus: BonusSlots,
  row: { id: number; user_id: number; promotion_id: number; replace_bonus: boolean },
  adminId: number | null,
  now: Date,
) {
  const record = await receivePromotion(
    tx,
    bonus,
    row.user_id,
    { promotion_information_id: row.promotion_id, replace: row.replace_bonus },
    { via: 'coupon', now },
  );
  await tx.query(
    `UPDATE coupon_redemptions SET status = 'success', promotion_member_id = $2, decided_at = $3, decided_by = $4
      WHERE id = $1`,
    [row.id, record.id, now, adminId],
  );
}

/**
 * A member redeems a code (spec 4): refused when the code is unknown, not running, used up, of another
 * currency, or already theirs, or while another of theirs is under verification. A coupon that needs no
 * verification opens its promotion at once; one that does holds the member (no play, deposit or
 * withdrawal) until staff decide, and is refused now if its bonus could not be taken then.
 */
export async function redeemCoupon(
  tx: Queryable,
  bonus: BonusSlots,
  userId: number,
  body: { code: string; replace?: boolean | undefined },
  now = new Date(),
): Promise<RedemptionRow> {
  const member = await tx.query<{ currency_id: number }>(
    'SELECT currency_id FROM users WHERE id = $1 FOR NO KEY UPDATE',
    [userId],
  );
  const pending = await tx.query(
    `SELECT 1 FROM coupon_redemptions WHERE user_id = $1 AND status = 'verifying'`,
    [userId],
  );
  if ((pending.rowCount ?? 0) > 0) {
    throw new AppError(409, 'COUPON_UNDER_VERIFICATION', COUPON_MESSAGES.underVerification);
  }
  const coupon = await lockCoupon(tx, body.code, now);
  if (coupon.currency_id !== member.rows[0]?.currency_id) throw unavailable();
  const earlier = await tx.query('SELECT 1 FROM coupon_redemptions WHERE coupon_id = $1 AND user_id = $2', [
    coupon.id,
    userId,
  ]);
  if ((earlier.rowCount ?? 0) > 0)
    throw new AppError(409, 'COUPON_ALREADY_REDEEMED', COUPON_MESSAGES.alreadyRedeemed);
  const replace = body.replace ?? false;
  await assertMayTakeBonus(tx, { userId, kind: 'promotion', replace });

  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO coupon_redemptions (coupon_id, user_id, status, replace_bonus, created_at)
     VALUES ($1, $2, 'verifying', $3, $4) RETURNING id`,
    [coupon.id, userId, replace, now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('coupon redemption insert returned no row');
  await tx.query('UPDATE coupons SET redeemed = redeemed + 1 WHERE id = $1', [coupon.id]);
  if (coupon.needs_verification) {
    await placeHold(tx, { userId, kind: 'coupon_verification', reference: redemptionReference(id) });
  } else {
    await grant(
      tx,
      bonus,
      { id, user_id: userId, promotion_id: coupon.promotion_id, replace_bonus: replace },
      null,
      now,
    );
  }
  const row = await redemptionById(tx, id);
  if (!row) throw new Error('coupon redemption vanished');
  return row;
}

/**
 * Staff decide a redemption under verification. Approving opens the promotion; when that is refused by
 * now (the member received another promotion meanwhile, the promotion ended) the redemption fails with
 * the refusal as its note. Either way the member's hold is lifted, and a failure gives the code's place
 * back. One transaction with the caller's.
 */
export async function decideRedemption(
  tx: Queryable,
  bonus: BonusSlots,
  id: number,
  decision: { approve: true } | { approve: false; note: string },
  adminId: number,
  now = new Date(),
): Promise<RedemptionRow> {
  const row = await redemptionById(tx, id, true);
  if (!row) throw new AppError(404, 'NOT_FOUND', COUPON_MESSAGES.notVerifying);
  if (row.status !== 'verifying') throw new AppError(409, 'CONFLICT', COUPON_MESSAGES.notVerifying);
  await liftHold(tx, {
    userId: row.user_id,
    kind: 'coupon_verification',
    reference: redemptionReference(id),
  });
  let note = decision.approve ? null : decision.note;
  if (decision.approve) {
    await tx.query('SAVEPOINT coupon_grant');
    try {
      await grant(tx, bonus, row, adminId, now);
      await tx.query('RELEASE SAVEPOINT coupon_grant');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT coupon_grant');
      note = error.message;
    }
  }
  if (note !== null) {
    await tx.query(
      `UPDATE coupon_redemptions SET status = 'fail', note = $2, decided_at = $3, decided_by = $4 WHERE id = $1`,
      [id, note, now, adminId],
    );
    await tx.query('UPDATE coupons SET redeemed = redeemed - 1 WHERE id = $1', [row.coupon_id]);
  }
  const decided = await redemptionById(tx, id);
  if (!decided) throw new Error('coupon redemption vanished');
  return decided;
}
