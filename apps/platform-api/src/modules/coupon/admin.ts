import { randomInt } from 'node:crypto';
import type { AdminCoupon } from '@casino/contracts/promotions';
import type { AdminCouponBody } from '@casino/contracts/promotions';
import type { z } from 'zod';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';

type CouponInput = z.output<typeof AdminCouponBody>;

interface AdminCouponRow {
  id: number;
  code: string;
  name: string;
  promotion_code: string;
  max_redemptions: number;
  redeemed: number;
  needs_verification: boolean;
  starts_at: Date;
  expires_at: Date;
}

const toAdminCoupon = (row: AdminCouponRow): AdminCoupon => ({
  ...row,
  starts_at: new Date(row.starts_at).toISOString(),
  expires_at: new Date(row.expires_at).toISOString(),
});

export async function adminCoupons(db: Queryable, ids?: number[]): Promise<AdminCoupon[]> {
  const { rows } = await db.query<AdminCouponRow>(
    `SELECT c.id, c.code, c.name, p.code AS promotion_code, c.max_redemptions, c.redeemed, c.needs_verification,
            c.starts_at, c.expires_at
       FROM coupons c JOIN promotions p ON p.id = c.promotion_id
      WHERE $1::int[] IS NULL OR c.id = ANY($1::int[]) ORDER BY c.id`,
    [ids ?? null],
  );
  return rows.map(toAdminCoupon);
}

/** Letters and digits a person cannot misread (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RANDOM_LENGTH = 10;
const randomCode = () =>
  Array.from({ length: RANDOM_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * Staff's batch: one named code, or `count` random ones, each granting the bonus of a coupon-only
 * promotion (a promotion offered on the promotions page cannot be given by code too).
 */
export async function createCoupons(tx: Queryable, body: CouponInput): Promise<AdminCoupon[]> {
  if ((body.code === undefined) === (body.count === undefined)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Give either a code or a count', [
      { field: 'body.code', message: 'Give either a code or a count' },
    ]);
  }
  const promotion = await tx.query<{ id: number; coupon_only: boolean; type: string }>(
    'SELECT id, coupon_only, type FROM promotions WHERE code = $1',
    [body.promotion_code],
  );
  const target = promotion.rows[0];
  if (!target || !target.coupon_only || target.type === 'deposit_turnover') {
    throw new AppError(400, 'VALIDATION_FAILED', 'Not a coupon promotion', [
      { field: 'body.promotion_code', message: 'Name a coupon-only turnover or win/loss promotion' },
    ]);
  }
  const codes = body.code !== undefined ? [body.code] : Array.from({ length: body.count ?? 0 }, randomCode);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO coupons (code, name, promotion_id, max_redemptions, needs_verification, starts_at, expires_at)
     SELECT code, $2, $3, $4, $5, COALESCE($6::timestamptz, now()), $7 FROM unnest($1::text[]) AS code
     ON CONFLICT (code) DO NOTHING RETURNING id`,
    [
      codes,
      body.name,
      target.id,
      body.max_redemptions,
      body.needs_verification,
      body.starts_at ?? null,
      body.expires_at,
    ],
  );
  if (rows.length !== codes.length) {
    throw new AppError(409, 'CONFLICT', 'A coupon with this code exists already', [
      { field: 'body.code', message: 'A coupon with this code exists already' },
    ]);
  }
  return adminCoupons(
    tx,
    rows.map((row) => row.id),
  );
}
