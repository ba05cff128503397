import type { QuestGame } from '@casino/contracts/quests';
import type { Queryable } from '../../db/types';

/** The active games a quest counts rounds of: every game its restrictions (all of them) let through. */
const MATCHING = `FROM games g
  JOIN game_providers p ON p.id = g.provider_id
  JOIN game_categories c ON c.id = g.game_category_id
  JOIN quests q ON q.id = $1
 WHERE g.is_active
   AND (cardinality(q.category_ids) = 0 OR g.game_category_id = ANY(q.category_ids))
   AND (cardinality(q.provider_ids) = 0 OR g.provider_id = ANY(q.provider_ids))
   AND (cardinality(q.game_ids) = 0 OR g.id = ANY(q.game_ids))`;

export async function questCategories(db: Queryable, questId: number) {
  const { rows } = await db.query<{ id: number; name: string; code: string }>(
    `SELECT DISTINCT c.id, c.name, c.code, c.order_no ${MATCHING} ORDER BY c.order_no, c.id`,
    [questId],
  );
  return rows.map(({ id, name, code }) => ({ id, name, code }));
}

export async function questProviders(db: Queryable, questId: number) {
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT DISTINCT p.id, p.name, p.order_no ${MATCHING} ORDER BY p.order_no, p.id`,
    [questId],
  );
  return rows.map(({ id, name }) => ({ id, name }));
}

export async function questGames(
  db: Queryable,
  questId: number,
  page: { limit: number; skip: number; byName: 1 | -1 | undefined },
): Promise<{ total: number; data: QuestGame[] }> {
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${MATCHING}`, [questId]);
  const order =
    page.byName === undefined ? 'g.order_no, g.id' : `g.name ${page.byName === 1 ? 'ASC' : 'DESC'}, g.id`;
  const { rows } = await db.query<{
    id: number;
    name: string;
    image_url: string | null;
    provider_id: number;
    provider_name: string;
    category_id: number;
    category_name: string;
    category_code: string;
  }>(
    `SELECT g.id, g.name, g.image_url, p.id AS provider_id, p.name AS provider_name, c.id AS category_id,
            c.name AS category_name, c.code AS category_code
       ${MATCHING} ORDER BY ${order} LIMIT $2 OFFSET $3`,
    [questId, page.limit, page.skip],
  );
  return {
    total: total.rows[0]?.n ?? 0,
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      image_url: row.image_url,
      provider: { id: row.provider_id, name: row.provider_name },
      category: { id: row.category_id, name: row.category_name, code: row.category_code },
    })),
  };
}
