import { minorToMoney } from '@casino/contracts';
import type {
  AdminRedemption,
  FairDraw,
  PrizeKind,
  RedeemStatus,
  RedeemTransaction,
  RedeemTypeCode,
} from '@casino/contracts/rewards';
import type { Queryable } from '../../db/types';
import { dateRange, orderOf, whereOf, type InstantRange } from '../../http/history-filter';
import { pointString } from '../points';
import type { Localized } from './catalogue';
import { localized, toPrize } from './catalogue';

/** A redemption's prize as stored: amounts in minor units or hundredths, as text. */
export interface StoredPrize {
  kind: PrizeKind;
  amount: string;
  labels: Localized<string>;
  /** A random card's pick. */
  card_index?: number;
}

export interface RedemptionRow {
  id: bigint;
  user_id: number;
  username: string;
  type_id: number;
  type_code: RedeemTypeCode;
  type_names: Localized<string>;
  reward_id: number | null;
  names: Localized<string>;
  points: bigint;
  currency_id: number;
  scale: number;
  product_value: bigint | null;
  status: RedeemStatus;
  address: string | null;
  phone: string | null;
  email: string | null;
  tracking_number: string | null;
  prize: StoredPrize | null;
  fairness: FairDraw | null;
  idempotency_key: string;
  created_at: string;
}

const REDEMPTION_COLUMNS = `r.id, r.user_id, u.username, t.id AS type_id, t.code AS type_code, t.names AS type_names,
  r.reward_id, r.names, r.points, r.currency_id, c.scale, r.product_value, r.status, r.address, r.phone, r.email,
  r.tracking_number, r.prize, r.fairness, r.idempotency_key,
  to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;
const REDEMPTION_FROM = `FROM redeem_transactions r JOIN redeem_types t ON t.id = r.redeem_type_id
  JOIN currencies c ON c.id = r.currency_id JOIN users u ON u.id = r.user_id`;

export function toRedeemTransaction(row: RedemptionRow, code: string): RedeemTransaction {
  return {
    id: Number(row.id),
    type: { id: row.type_id, code: row.type_code, redeem_type_name: localized(row.type_names, code) },
    reward_id: row.reward_id,
    name: localized(row.names, code),
    points: pointString(row.points),
    product_value: row.product_value === null ? null : minorToMoney(row.product_value, row.scale),
    status: row.status,
    address: row.address,
    phone: row.phone,
    email: row.email,
    tracking_number: row.tracking_number,
    prize: row.prize && toPrize({ ...row.prize, amount: BigInt(row.prize.amount) }, row.scale, code),
    fairness: row.fairness && {
      server_seed_hash: row.fairness.server_seed_hash,
      server_seed: row.fairness.server_seed,
      client_seed: row.fairness.client_seed,
      nonce: row.fairness.nonce,
    },
    createdAt: row.created_at,
  };
}

export const toAdminRedemption = (row: RedemptionRow): AdminRedemption => ({
  ...toRedeemTransaction(row, 'en'),
  user_id: row.user_id,
  username: row.username,
});

export async function redemptionById(
  db: Queryable,
  id: number,
  lock = false,
): Promise<RedemptionRow | undefined> {
  const { rows } = await db.query<RedemptionRow>(
    `SELECT ${REDEMPTION_COLUMNS} ${REDEMPTION_FROM} WHERE r.id = $1 ${lock ? 'FOR NO KEY UPDATE OF r' : ''}`,
    [id],
  );
  return rows[0];
}

interface Page extends InstantRange {
  type?: RedeemTypeCode | undefined;
  $sort?: { createdAt?: 1 | -1 } | undefined;
  limit: number;
  skip: number;
}

/** The member's redemptions of every kind (free spins too), newest first, within the instants picked. */
export async function memberRedemptions(
  db: Queryable,
  userId: number,
  page: Page,
  code: string,
): Promise<{ total: number; data: RedeemTransaction[] }> {
  const params: unknown[] = [userId];
  const conditions = ['r.user_id = $1', ...dateRange('r.created_at', page, params)];
  if (page.type) {
    params.push(page.type);
    conditions.push(`t.code = $${params.length}`);
  }
  const where = whereOf(conditions);
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM redeem_transactions r JOIN redeem_types t ON t.id = r.redeem_type_id ${where}`,
    params,
  );
  const { rows } = await db.query<RedemptionRow>(
    `SELECT ${REDEMPTION_COLUMNS} ${REDEMPTION_FROM} ${where}
       ${orderOf(page.$sort, { createdAt: 'r.created_at' }, 'r.id')} LIMIT ${page.limit} OFFSET ${page.skip}`,
    params,
  );
  return { total: count.rows[0]?.n ?? 0, data: rows.map((row) => toRedeemTransaction(row, code)) };
}

/** Special rewards for staff to approve and ship, newest first (the latest 500). */
export async function adminRedemptions(
  db: Queryable,
  status: RedeemStatus | undefined,
): Promise<AdminRedemption[]> {
  const { rows } = await db.query<RedemptionRow>(
    `SELECT ${REDEMPTION_COLUMNS} ${REDEMPTION_FROM}
      WHERE t.code = 'special' AND ($1::text IS NULL OR r.status = $1) ORDER BY r.created_at DESC, r.id DESC LIMIT 500`,
    [status ?? null],
  );
  return rows.map(toAdminRedemption);
}
