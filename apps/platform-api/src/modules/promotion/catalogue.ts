import type { Promotion, PromotionCategory, PromotionMemberStatus } from '@casino/contracts/promotions';
import { minorToMoney } from '@casino/contracts';
import type { Queryable } from '../../db/types';

/** Texts in the asked language, or the default language's when a text is missing. */
const inLanguage = (table: string, key: string, owner: string) => `LEFT JOIN LATERAL (
    SELECT t.* FROM ${table} t JOIN languages l ON l.id = t.language_id
     WHERE t.${key} = ${owner} AND (t.language_id = $1 OR l.is_default)
     ORDER BY (t.language_id = $1) DESC LIMIT 1) `;

export async function listCategories(db: Queryable, languageId: number): Promise<PromotionCategory[]> {
  const { rows } = await db.query<PromotionCategory>(
    `SELECT c.id, c.code, COALESCE(ct.name, c.code) AS name, c.sort_order
       FROM promotion_categories c ${inLanguage('promotion_category_translations', 'category_id', 'c.id')} ct ON true
      ORDER BY c.sort_order, c.id`,
    [languageId],
  );
  return rows;
}

interface PromotionRow {
  id: number;
  code: string;
  category_id: number;
  category_name: string;
  category_order: number;
  layout_position: Promotion['layout_position'];
  sort_order: number;
  currency_id: number;
  scale: number;
  type: Promotion['type'];
  title: string;
  description: string;
  articles: Promotion['articles'];
  bonus_percent: number | null;
  bonus_amount: bigint | null;
  bonus_cap: bigint | null;
  min_deposit: bigint;
  turnover_multiplier: number;
  start_at: Date;
  end_at: Date;
  member_status: PromotionMemberStatus | null;
}

export interface CatalogueFilter {
  languageId: number;
  categoryId?: number | undefined;
  layoutPosition?: Promotion['layout_position'] | undefined;
  type?: Promotion['type'] | undefined;
  currencyId?: number | undefined;
  /** The member whose records give member_status. */
  userId?: number | undefined;
  /** Only promotions running at this instant. */
  runningAt?: Date;
  id?: number;
}

const toPromotion = (row: PromotionRow): Promotion => {
  const money = (minor: bigint | null) => (minor === null ? null : minorToMoney(BigInt(minor), row.scale));
  return {
    id: row.id,
    code: row.code,
    category_id: row.category_id,
    category_name: row.category_name,
    layout_position: row.layout_position,
    sort_order: row.sort_order,
    currency_id: row.currency_id,
    type: row.type,
    title: row.title,
    description: row.description,
    articles: row.articles,
    bonus_percent: row.bonus_percent,
    bonus_amount: money(row.bonus_amount),
    bonus_cap: money(row.bonus_cap),
    min_deposit: minorToMoney(BigInt(row.min_deposit), row.scale),
    turnover_multiplier: row.turnover_multiplier,
    start_at: new Date(row.start_at).toISOString(),
    end_at: new Date(row.end_at).toISOString(),
    member_status: row.member_status,
  };
};

/** The catalogue: active promotions in category order, then their own order; texts in one language. */
export async function listPromotions(db: Queryable, filter: CatalogueFilter): Promise<Promotion[]> {
  const params: unknown[] = [filter.languageId, filter.userId ?? null];
  // A coupon's promotion is not offered in the list; its detail (by id) still reads for its members.
  const where = filter.id === undefined ? ['p.is_active', 'NOT p.coupon_only'] : ['p.is_active'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.id !== undefined) add('p.id = ?', filter.id);
  if (filter.categoryId !== undefined) add('p.category_id = ?', filter.categoryId);
  if (filter.layoutPosition === 'home') add('p.layout_position = ?', 'home');
  if (filter.type !== undefined) add('p.type = ?', filter.type);
  if (filter.currencyId !== undefined) add('p.currency_id = ?', filter.currencyId);
  if (filter.runningAt !== undefined) {
    add('p.start_at <= ?', filter.runningAt);
    add('p.end_at > ?', filter.runningAt);
  }
  const { rows } = await db.query<PromotionRow>(
    `SELECT p.id, p.code, p.category_id, COALESCE(ct.name, c.code) AS category_name, c.sort_order AS category_order,
            p.layout_position, p.sort_order, p.currency_id, cu.scale, p.type,
            COALESCE(tr.title, p.code) AS title, COALESCE(tr.description, '') AS description,
            COALESCE(tr.articles, '[]'::jsonb) AS articles, p.bonus_percent, p.bonus_amount, p.bonus_cap,
            p.min_deposit, p.turnover_multiplier, p.start_at, p.end_at, pm.status AS member_status
       FROM promotions p
       JOIN promotion_categories c ON c.id = p.category_id
       JOIN currencies cu ON cu.id = p.currency_id
       ${inLanguage('promotion_category_translations', 'category_id', 'c.id')} ct ON true
       ${inLanguage('promotion_translations', 'promotion_id', 'p.id')} tr ON true
       LEFT JOIN promotion_members pm ON pm.promotion_id = p.id AND pm.user_id = $2
      WHERE ${where.join(' AND ')}
      ORDER BY c.sort_order, c.id, p.sort_order, p.id`,
    params,
  );
  return rows.map(toPromotion);
}

export async function getPromotion(
  db: Queryable,
  id: number,
  languageId: number,
  userId?: number,
): Promise<Promotion | undefined> {
  return (await listPromotions(db, { id, languageId, userId }))[0];
}
