import type { AdminPromotion, AdminPromotionBody } from '@casino/contracts/promotions';
import { minorToMoney, moneyToMinor } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';

const fieldError = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, [{ field, message }]);

interface AdminRow {
  id: number;
  code: string;
  category_code: string;
  layout_position: AdminPromotion['layout_position'];
  sort_order: number;
  currency_code: string;
  scale: number;
  type: AdminPromotion['type'];
  bonus_percent: number | null;
  bonus_amount: bigint | null;
  bonus_cap: bigint | null;
  min_deposit: bigint;
  turnover_multiplier: number;
  start_at: Date;
  end_at: Date;
  is_active: boolean;
  title: string | null;
  members_active: number;
  members_received: number;
}

const toAdmin = (row: AdminRow): AdminPromotion => {
  const money = (minor: bigint | null) => (minor === null ? null : minorToMoney(BigInt(minor), row.scale));
  return {
    id: row.id,
    code: row.code,
    category_code: row.category_code,
    layout_position: row.layout_position,
    sort_order: row.sort_order,
    currency_code: row.currency_code,
    type: row.type,
    bonus_percent: row.bonus_percent,
    bonus_amount: money(row.bonus_amount),
    bonus_cap: money(row.bonus_cap),
    min_deposit: money(row.min_deposit) ?? '0',
    turnover_multiplier: row.turnover_multiplier,
    start_at: new Date(row.start_at).toISOString(),
    end_at: new Date(row.end_at).toISOString(),
    is_active: row.is_active,
    title: row.title ?? row.code,
    members_active: row.members_active,
    members_received: row.members_received,
  };
};

/** Every promotion for staff, with its English (default language) title and member counts. */
export async function adminPromotions(
  db: Queryable,
  where = 'true',
  params: unknown[] = [],
): Promise<AdminPromotion[]> {
  const { rows } = await db.query<AdminRow>(
    `SELECT p.id, p.code, c.code AS category_code, p.layout_position, p.sort_order, cu.code AS currency_code,
            cu.scale, p.type, p.bonus_percent, p.bonus_amount, p.bonus_cap, p.min_deposit, p.turnover_multiplier,
            p.start_at, p.end_at, p.is_active,
            (SELECT t.title FROM promotion_translations t JOIN languages l ON l.id = t.language_id
              WHERE t.promotion_id = p.id AND l.is_default) AS title,
            (SELECT count(*)::int FROM promotion_members pm WHERE pm.promotion_id = p.id AND pm.status = 'active') AS members_active,
            (SELECT count(*)::int FROM promotion_members pm WHERE pm.promotion_id = p.id AND pm.status = 'received') AS members_received
       FROM promotions p JOIN promotion_categories c ON c.id = p.category_id JOIN currencies cu ON cu.id = p.currency_id
      WHERE ${where} ORDER BY c.sort_order, p.sort_order, p.id`,
    params,
  );
  return rows.map(toAdmin);
}

/** Creates the promotion, or edits the one with the same code; texts are replaced language by language. */
export async function savePromotion(tx: Queryable, body: AdminPromotionBody): Promise<AdminPromotion> {
  const category = (
    await tx.query<{ id: number }>('SELECT id FROM promotion_categories WHERE code = $1', [
      body.category_code,
    ])
  ).rows[0];
  if (!category) throw fieldError('body.category_code', 'Unknown promotion category');
  const currency = (
    await tx.query<{ id: number; scale: number }>('SELECT id, scale FROM currencies WHERE code = $1', [
      body.currency_code,
    ])
  ).rows[0];
  if (!currency) throw fieldError('body.currency_code', 'Unknown currency');
  if (!body.texts['en']) throw fieldError('body.texts.en', 'English texts are required');
  if ((body.bonus_percent === null) === (body.bonus_amount === null)) {
    throw fieldError('body.bonus_amount', 'Give either bonus_percent or bonus_amount');
  }
  if (body.bonus_percent !== null && body.type !== 'deposit_turnover') {
    throw fieldError('body.bonus_percent', 'A percentage bonus needs a deposit turnover promotion');
  }
  if (new Date(body.end_at) <= new Date(body.start_at))
    throw fieldError('body.end_at', 'The end must follow the start');
  const minor = (value: string | null, field: string) => {
    if (value === null) return null;
    try {
      const amount = moneyToMinor(value, currency.scale);
      if (amount < 0n) throw new Error('negative');
      return amount;
    } catch {
      throw fieldError(field, 'Enter a valid amount');
    }
  };
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO promotions (code, category_id, layout_position, sort_order, currency_id, type, bonus_percent,
       bonus_amount, bonus_cap, min_deposit, turnover_multiplier, start_at, end_at, is_active, coupon_only)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (code) DO UPDATE SET category_id = EXCLUDED.category_id, layout_position = EXCLUDED.layout_position,
       sort_order = EXCLUDED.sort_order, currency_id = EXCLUDED.currency_id, type = EXCLUDED.type,
       bonus_percent = EXCLUDED.bonus_percent, bonus_amount = EXCLUDED.bonus_amount, bonus_cap = EXCLUDED.bonus_cap,
       min_deposit = EXCLUDED.min_deposit, turnover_multiplier = EXCLUDED.turnover_multiplier,
       start_at = EXCLUDED.start_at, end_at = EXCLUDED.end_at, is_active = EXCLUDED.is_active,
       coupon_only = EXCLUDED.coupon_only, updated_at = now()
     RETURNING id`,
    [
      body.code,
      category.id,
      body.layout_position,
      body.sort_order,
      currency.id,
      body.type,
      body.bonus_percent,
      minor(body.bonus_amount, 'body.bonus_amount'),
      minor(body.bonus_cap, 'body.bonus_cap'),
      minor(body.min_deposit, 'body.min_deposit') ?? 0n,
      body.turnover_multiplier,
      body.start_at,
      body.end_at,
      body.is_active,
      body.coupon_only,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('promotion upsert returned no row');
  await tx.query(
    `INSERT INTO promotion_translations (promotion_id, language_id, title, description, articles)
     SELECT $1, l.id, x.title, x.description, x.articles
       FROM jsonb_each($2::jsonb) AS e(code, v)
       CROSS JOIN LATERAL jsonb_to_record(e.v) AS x(title text, description text, articles jsonb)
       JOIN languages l ON l.code = e.code
     ON CONFLICT (promotion_id, language_id) DO UPDATE SET title = EXCLUDED.title,
       description = EXCLUDED.description, articles = EXCLUDED.articles`,
    [id, JSON.stringify(body.texts)],
  );
  const saved = (await adminPromotions(tx, 'p.id = $1', [id]))[0];
  if (!saved) throw new Error('saved promotion vanished');
  return saved;
}
