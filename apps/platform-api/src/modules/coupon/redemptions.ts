import type { AdminCouponRedemption, CouponRedemption, CouponStatus } from '@casino/contracts/promotions';
import { minorToMoney } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import type { InstantRange } from '../../http/history-filter';
import { dateRange, orderOf, whereOf } from '../../http/history-filter';

/** A redemption with what the member sees of its coupon and the bonus it grants. */
export interface RedemptionRow {
  id: number;
  user_id: number;
  coupon_id: number;
  promotion_id: number;
  code: string;
  name: string;
  type: 'turnover' | 'winlose';
  status: CouponStatus;
  replace_bonus: boolean;
  bonus: bigint;
  currency_id: number;
  scale: number;
  expires_at: Date;
  promotion_member_id: number | null;
  note: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const COLUMNS = `r.id, r.user_id, r.coupon_id, c.promotion_id, c.code, c.name, p.type, r.status, r.replace_bonus,
  COALESCE(pm.bonus, p.bonus_amount) AS bonus, p.currency_id, cu.scale, c.expires_at, r.promotion_member_id,
  r.note, r.created_at, r.decided_at`;
const FROM = `coupon_redemptions r JOIN coupons c ON c.id = r.coupon_id JOIN promotions p ON p.id = c.promotion_id
  JOIN currencies cu ON cu.id = p.currency_id LEFT JOIN promotion_members pm ON pm.id = r.promotion_member_id`;

export const redemptionReference = (id: number) => `coupon_redemption:${id}`;

export function toRedemption(row: RedemptionRow): CouponRedemption {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type,
    status: row.status,
    bonus: minorToMoney(BigInt(row.bonus), row.scale),
    currency_id: row.currency_id,
    expires_at: new Date(row.expires_at).toISOString(),
    promotion_member_id: row.promotion_member_id,
    note: row.note,
    createdAt: new Date(row.created_at).toISOString(),
    decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

export const toAdminRedemption = (row: RedemptionRow): AdminCouponRedemption => ({
  ...toRedemption(row),
  user_id: row.user_id,
});

/** One redemption, locked for the caller's transaction when `lock` (staff deciding it). */
export async function redemptionById(
  db: Queryable,
  id: number,
  lock = false,
): Promise<RedemptionRow | undefined> {
  const { rows } = await db.query<RedemptionRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`,
    [id],
  );
  return rows[0];
}

/** The member's redemption under verification and their newest one. */
export async function memberStanding(db: Queryable, userId: number) {
  const { rows } = await db.query<RedemptionRow>(
    `(SELECT ${COLUMNS} FROM ${FROM} WHERE r.user_id = $1 AND r.status = 'verifying' LIMIT 1)
     UNION ALL
     (SELECT ${COLUMNS} FROM ${FROM} WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 1)`,
    [userId],
  );
  const verifying = rows.find((row) => row.status === 'verifying');
  const latest = rows.at(-1);
  return {
    verifying: verifying ? toRedemption(verifying) : null,
    latest: latest ? toRedemption(latest) : null,
  };
}

export async function memberHistory(
  db: Queryable,
  userId: number,
  query: InstantRange & {
    status?: CouponStatus | undefined;
    $sort?: Record<string, 1 | -1 | undefined> | undefined;
    limit: number;
    skip: number;
  },
): Promise<{ total: number; data: CouponRedemption[] }> {
  const params: unknown[] = [userId];
  const conditions = ['r.user_id = $1', ...dateRange('r.created_at', query, params)];
  if (query.status) {
    params.push(query.status);
    conditions.push(`r.status = $${params.length}`);
  }
  const where = whereOf(conditions);
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM coupon_redemptions r ${where}`,
    params,
  );
  const { rows } = await db.query<RedemptionRow>(
    `SELECT ${COLUMNS} FROM ${FROM} ${where} ${orderOf(query.$sort, { createdAt: 'r.created_at' }, 'r.id')}
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.limit, query.skip],
  );
  return { total: count.rows[0]?.n ?? 0, data: rows.map(toRedemption) };
}

/** Redemptions waiting for staff, oldest first. */
export async function verifyingRedemptions(db: Queryable): Promise<AdminCouponRedemption[]> {
  const { rows } = await db.query<RedemptionRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE r.status = 'verifying' ORDER BY r.created_at, r.id`,
  );
  return rows.map(toAdminRedemption);
}
