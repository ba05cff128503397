import { minorToMoney } from '@casino/contracts';
import type { Prize, PrizeKind, RedeemType, RedeemTypeCode, Reward } from '@casino/contracts/rewards';
import type { Queryable } from '../../db/types';
import { pointString } from '../points';

export type Localized<T> = Partial<Record<string, T>> & { en: T };

/** The member's language when the map has it, English otherwise (English is always there). */
export const localized = <T>(map: Localized<T>, code: string): T => map[code] ?? map.en;

export interface PrizeRow {
  kind: PrizeKind;
  /** Minor units of the reward's currency, or hundredths of a point. */
  amount: bigint;
  weight: number;
  labels: Localized<string>;
}

export interface RewardRow {
  id: number;
  code: string;
  type: Exclude<RedeemTypeCode, 'free_spin' | 'exchange'>;
  redeem_type_id: number;
  currency_id: number;
  scale: number;
  texts: Localized<{ name: string; description: string }>;
  image_url: string | null;
  points: bigint;
  product_value: bigint | null;
  stock: number | null;
  sort_order: number;
  is_active: boolean;
  prizes: PrizeRow[];
}

/** The prizes travel as JSON, their amounts as text so that bigints stay exact. */
const REWARD_COLUMNS = `r.id, r.code, t.code AS type, r.redeem_type_id, r.currency_id, c.scale, r.texts, r.image_url,
  r.points, r.product_value, r.stock, r.sort_order, r.is_active,
  coalesce((SELECT jsonb_agg(jsonb_build_object('kind', p.kind, 'amount', p.amount::text, 'weight', p.weight,
                                                'labels', p.labels) ORDER BY p.position)
              FROM reward_prizes p WHERE p.reward_id = r.id), '[]'::jsonb) AS prizes`;
const REWARD_FROM = `FROM rewards r JOIN redeem_types t ON t.id = r.redeem_type_id JOIN currencies c ON c.id = r.currency_id`;

type StoredRewardRow = Omit<RewardRow, 'prizes'> & {
  prizes: (Omit<PrizeRow, 'amount'> & { amount: string })[];
};

const parsed = (row: StoredRewardRow): RewardRow => ({
  ...row,
  prizes: row.prizes.map((prize) => ({ ...prize, amount: BigInt(prize.amount) })),
});

export async function rewardById(db: Queryable, id: number): Promise<RewardRow | undefined> {
  const { rows } = await db.query<StoredRewardRow>(
    `SELECT ${REWARD_COLUMNS} ${REWARD_FROM} WHERE r.id = $1`,
    [id],
  );
  return rows[0] && parsed(rows[0]);
}

/** The shop's items, in the shop's order: of one currency and the active ones for members, all for staff. */
export async function rewardsOf(
  db: Queryable,
  filter: { currencyId?: number; type?: RedeemTypeCode | undefined; activeOnly: boolean },
): Promise<RewardRow[]> {
  const { rows } = await db.query<StoredRewardRow>(
    `SELECT ${REWARD_COLUMNS} ${REWARD_FROM}
      WHERE ($1::int IS NULL OR r.currency_id = $1) AND ($2::text IS NULL OR t.code = $2) AND (r.is_active OR NOT $3)
      ORDER BY r.currency_id, r.redeem_type_id, r.sort_order, r.id`,
    [filter.currencyId ?? null, filter.type ?? null, filter.activeOnly],
  );
  return rows.map(parsed);
}

/** A prize's amount as the API shows it: money in the currency's scale, points with two decimals. */
export const prizeAmount = (kind: PrizeKind, amount: bigint, scale: number) =>
  kind === 'money' ? minorToMoney(amount, scale) : kind === 'points' ? pointString(amount) : '0';

export const toPrize = (prize: Omit<PrizeRow, 'weight'>, scale: number, code: string): Prize => ({
  kind: prize.kind,
  amount: prizeAmount(prize.kind, prize.amount, scale),
  label: localized(prize.labels, code),
});

/** A weight's share of the total in percent, at most two decimals and no trailing zeros ("12.5"). */
export function chanceOf(weight: number, total: number): string {
  const hundredths = Math.round((weight * 10_000) / total);
  return minorToMoney(BigInt(hundredths), 2).replace(/\.?0+$/, '');
}

export function toReward(row: RewardRow, code: string): Reward {
  const total = row.prizes.reduce((sum, prize) => sum + prize.weight, 0);
  const text = localized(row.texts, code);
  return {
    id: row.id,
    type: row.type,
    name: text.name,
    description: text.description,
    image_url: row.image_url,
    points: pointString(row.points),
    product_value: row.product_value === null ? null : minorToMoney(row.product_value, row.scale),
    stock: row.stock,
    prizes: row.prizes.map((prize) => ({
      ...toPrize(prize, row.scale, code),
      chance: chanceOf(prize.weight, total),
    })),
  };
}

export interface RedeemTypeRow {
  id: number;
  code: RedeemTypeCode;
  names: Localized<string>;
}

export async function redeemTypes(db: Queryable): Promise<RedeemTypeRow[]> {
  const { rows } = await db.query<RedeemTypeRow>(
    'SELECT id, code, names FROM redeem_types ORDER BY sort_order, id',
  );
  return rows;
}

export const toRedeemType = (row: RedeemTypeRow, code: string): RedeemType => ({
  id: row.id,
  code: row.code,
  redeem_type_name: localized(row.names, code),
});

/** The language of a request: its language id, else the language of its currency-language pair. */
export async function languageOf(
  db: Queryable,
  query: { language_id?: number | undefined; currency_language_id?: number | undefined },
): Promise<string> {
  if (query.language_id === undefined && query.currency_language_id === undefined) return 'en';
  const { rows } = await db.query<{ code: string }>(
    `SELECT l.code FROM languages l
      WHERE l.id = coalesce($1::int, (SELECT language_id FROM currency_languages WHERE id = $2::int))`,
    [query.language_id ?? null, query.currency_language_id ?? null],
  );
  return rows[0]?.code ?? 'en';
}
