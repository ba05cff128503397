import type { GameListItem, GameTagCode, Paginated } from '@casino/contracts';
import { DEFAULT_LIMIT } from '@casino/contracts';
import type { Queryable } from '../../db/types';

export interface GameFilter {
  search?: string | undefined;
  providerId?: number | undefined;
  categoryId?: number | undefined;
  tag?: GameTagCode | undefined;
  isDemo?: boolean | undefined;
  /** Only the member's favourites. */
  favoritesOf?: number | undefined;
  /** Only games the member played. */
  playedBy?: number | undefined;
}

export interface GamePaging {
  sort?: Partial<Record<string, 1 | -1>> | undefined;
  limit?: number | undefined;
  skip?: number | undefined;
}

const SORT_COLUMNS: Record<string, string> = {
  name: 'lower(g.name)',
  id: 'g.id',
  order_no: 'g.order_no',
  created_at: 'f.created_at',
  played_at: 'lp.played_at',
};

interface Built {
  from: string;
  where: string[];
  params: unknown[];
}

/** The FROM and WHERE of a catalogue query; `$1` is always the viewer (0 for a visitor). */
function build(filter: GameFilter, viewer: number): Built {
  const params: unknown[] = [viewer];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let from = `games g JOIN game_providers p ON p.id = g.provider_id JOIN game_categories c ON c.id = g.game_category_id`;
  // `$1` appears in every statement (both drivers refuse a parameter the SQL does not use).
  const where = ['g.is_active', 'p.is_active', '$1::int >= 0'];
  if (filter.favoritesOf !== undefined) {
    from += ` JOIN game_favorites f ON f.game_id = g.id AND f.user_id = ${add(filter.favoritesOf)}`;
  }
  if (filter.playedBy !== undefined) {
    from += ` JOIN game_last_played lp ON lp.game_id = g.id AND lp.user_id = ${add(filter.playedBy)}`;
  }
  if (filter.search) where.push(`position(lower(${add(filter.search)}) in lower(g.name)) > 0`);
  if (filter.providerId !== undefined) where.push(`g.provider_id = ${add(filter.providerId)}`);
  if (filter.categoryId !== undefined) where.push(`g.game_category_id = ${add(filter.categoryId)}`);
  if (filter.isDemo !== undefined) where.push(`g.is_demo = ${add(filter.isDemo)}`);
  switch (filter.tag) {
    case undefined:
    case 'all':
      break;
    case 'demo':
      where.push('g.is_demo');
      break;
    case 'played-history':
      where.push(`EXISTS (SELECT 1 FROM game_last_played x WHERE x.game_id = g.id AND x.user_id = $1)`);
      break;
    default:
      where.push(
        `EXISTS (SELECT 1 FROM game_tag_links l JOIN game_tags t ON t.id = l.tag_id
                 WHERE l.game_id = g.id AND t.code = ${add(filter.tag)})`,
      );
  }
  return { from, where, params };
}

export const GAME_COLUMNS = `g.id, g.code, g.name, g.image_url, g.provider_id, p.name AS provider_name, p.use_iframe,
  g.game_category_id, c.code AS category_code, g.is_demo,
  COALESCE((SELECT array_agg(t.code ORDER BY t.order_no) FROM game_tag_links l JOIN game_tags t ON t.id = l.tag_id
            WHERE l.game_id = g.id), '{}') AS tags,
  EXISTS (SELECT 1 FROM game_favorites fv WHERE fv.user_id = $1 AND fv.game_id = g.id) AS is_favorite`;

/** A page of the catalogue for the viewer (member id, or 0 for a visitor). */
export async function listGames<T extends GameListItem = GameListItem>(
  db: Queryable,
  filter: GameFilter,
  paging: GamePaging,
  viewer: number,
  extraColumns = '',
  defaultOrder = 'g.order_no, g.id',
): Promise<Paginated<T>> {
  const { from, where, params } = build(filter, viewer);
  const whereSql = `WHERE ${where.join(' AND ')}`;
  const order = Object.entries(paging.sort ?? {}).flatMap(([key, dir]) => {
    const column = SORT_COLUMNS[key];
    return column ? [`${column} ${dir === -1 ? 'DESC' : 'ASC'}`] : [];
  });
  order.push(defaultOrder);
  const limit = paging.limit ?? DEFAULT_LIMIT;
  const skip = paging.skip ?? 0;
  const [total, rows] = await Promise.all([
    db.query<{ total: bigint }>(`SELECT count(*) AS total FROM ${from} ${whereSql}`, params),
    db.query<T>(
      `SELECT ${GAME_COLUMNS}${extraColumns} FROM ${from} ${whereSql} ORDER BY ${order.join(', ')}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, skip],
    ),
  ]);
  return { total: Number(total.rows[0]?.total ?? 0), limit, skip, data: rows.rows };
}

export interface GameRow {
  id: number;
  code: string;
  name: string;
  is_demo: boolean;
  provider_id: number;
  provider_code: string;
  provider_name: string;
  use_iframe: boolean;
  launch_url: string;
}

export async function findPlayableGame(db: Queryable, gameId: number): Promise<GameRow | undefined> {
  const { rows } = await db.query<GameRow>(
    `SELECT g.id, g.code, g.name, g.is_demo, g.provider_id, p.code AS provider_code, p.name AS provider_name,
            p.use_iframe, p.launch_url
       FROM games g JOIN game_providers p ON p.id = g.provider_id
      WHERE g.id = $1 AND g.is_active AND p.is_active`,
    [gameId],
  );
  return rows[0];
}
