import type {
  GameCategory,
  GameCategoryWithProviders,
  GameProvider,
  GameTag,
  Paginated,
} from '@casino/contracts';
import type { Queryable } from '../../db/types';

const PLAYABLE = `g.is_active AND p.is_active`;

/** Categories with at least one playable game: an empty category is hidden, never faked. */
export async function listCategories(db: Queryable, direction: 1 | -1 = 1): Promise<GameCategory[]> {
  const { rows } = await db.query<GameCategory & { game_count: bigint | number }>(
    `SELECT c.id, c.code, c.name, c.order_no, count(g.id) AS game_count
       FROM game_categories c
       JOIN games g ON g.game_category_id = c.id
       JOIN game_providers p ON p.id = g.provider_id AND ${PLAYABLE}
      GROUP BY c.id ORDER BY c.order_no ${direction === -1 ? 'DESC' : 'ASC'}`,
  );
  return rows.map((row) => ({ ...row, game_count: Number(row.game_count) }));
}

export async function listProviders(
  db: Queryable,
  filter: { categoryId?: number | undefined; isFreespin?: boolean | undefined },
  sort: Partial<Record<'name' | 'id', 1 | -1>> = {},
): Promise<GameProvider[]> {
  const params: unknown[] = [];
  const where = [PLAYABLE];
  if (filter.categoryId !== undefined) {
    params.push(filter.categoryId);
    where.push(`g.game_category_id = $${params.length}`);
  }
  if (filter.isFreespin !== undefined) {
    params.push(filter.isFreespin);
    where.push(`p.is_freespin = $${params.length}`);
  }
  const order = Object.entries(sort).map(
    ([key, dir]) => `${key === 'name' ? 'lower(p.name)' : 'p.id'} ${dir === -1 ? 'DESC' : 'ASC'}`,
  );
  order.push('p.order_no, p.id');
  const { rows } = await db.query<GameProvider & { game_count: bigint }>(
    `SELECT p.id, p.code, p.name, p.logo_url, p.use_iframe, p.is_freespin, count(g.id) AS game_count
       FROM game_providers p JOIN games g ON g.provider_id = p.id
      WHERE ${where.join(' AND ')}
      GROUP BY p.id ORDER BY ${order.join(', ')}`,
    params,
  );
  return rows.map((row) => ({ ...row, game_count: Number(row.game_count) }));
}

export async function listCategoriesWithProviders(db: Queryable): Promise<GameCategoryWithProviders[]> {
  const categories = await listCategories(db);
  const { rows } = await db.query<{
    category_id: number;
    id: number;
    code: string;
    name: string;
    logo_url: string | null;
  }>(
    `SELECT DISTINCT g.game_category_id AS category_id, p.id, p.code, p.name, p.logo_url, p.order_no
       FROM games g JOIN game_providers p ON p.id = g.provider_id
      WHERE ${PLAYABLE} ORDER BY p.order_no, p.id`,
  );
  return categories.map((category) => ({
    ...category,
    providers: rows
      .filter((row) => row.category_id === category.id)
      .map(({ id, code, name, logo_url }) => ({ id, code, name, logo_url })),
  }));
}

export async function listTags(db: Queryable, direction: 1 | -1 = 1): Promise<GameTag[]> {
  const { rows } = await db.query<GameTag>(
    `SELECT id, code, name, order_no FROM game_tags ORDER BY order_no ${direction === -1 ? 'DESC' : 'ASC'}, id`,
  );
  return rows;
}

/** Pages an in-memory list the way `find` pages SQL. */
export function page<T>(items: T[], limit: number | undefined, skip: number | undefined): Paginated<T> {
  const start = skip ?? 0;
  const size = limit ?? items.length;
  return { total: items.length, limit: size, skip: start, data: items.slice(start, start + size) };
}
