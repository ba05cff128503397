import type { Policy } from '@casino/contracts';
import { policyApi } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';

/**
 * `GET /pbgapi/pb/policy?language_id=`: each policy in the asked language, or in the default language
 * where that one has none, so the pages never come up empty.
 */
export async function policyRoutes(app: FastifyInstance) {
  route(app, policyApi.policyFind, async ({ query }) => {
    const { rows } = await app.db.query<Policy>(
      `SELECT DISTINCT ON (p.policy_type) p.id, p.language_id, p.policy_type, p.title, p.sections,
              to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
         FROM policies p JOIN languages l ON l.id = p.language_id
        WHERE (p.language_id = $1 OR l.is_default) AND ($2::text IS NULL OR p.policy_type = $2)
        ORDER BY p.policy_type, (p.language_id = $1) DESC`,
      [query.language_id, query.policy_type ?? null],
    );
    const direction = query.$sort?.policy_type ?? query.$sort?.id ?? 1;
    const key = query.$sort?.id !== undefined ? 'id' : 'policy_type';
    const sorted = rows.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * direction);
    const skip = query.$skip ?? 0;
    const limit = query.$limit ?? sorted.length;
    return { total: sorted.length, limit, skip, data: sorted.slice(skip, skip + limit) };
  });
}
