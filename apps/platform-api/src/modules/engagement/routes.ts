import type { FirstLogin } from '@casino/contracts/engagement';
import * as engagementApi from '@casino/contracts/engagement';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/types';
import { memberRoute, route } from '../../http/route';
import { engagementAdminRoutes } from './admin';
import { popupsFor } from './popups';
import { triggerAllowanceOf } from './trigger';

async function firstLoginOf(db: Queryable, userId: number): Promise<FirstLogin> {
  const seen = await db.query('SELECT 1 FROM member_starter_seen WHERE user_id = $1', [userId]);
  return { first_login: seen.rowCount === 0 };
}

/**
 * The site's engagement layer: the pop-ups of a page in a language and the push prompt's trigger
 * allowance (public), the member's first-login flag behind the starter modal (always the session's own
 * member: no id is taken from the caller), and staff's pop-ups and allowance.
 */
export default fp(
  async function engagementRoutes(app: FastifyInstance) {
    route(app, engagementApi.notificationModalFind, async ({ query }) => {
      const data = await popupsFor(app.db, query.language_id, query.page_name);
      return { total: data.length, limit: data.length, skip: 0, data };
    });

    route(app, engagementApi.triggerAllowanceFind, () => triggerAllowanceOf(app.db));

    memberRoute(app, engagementApi.usersFirstLoginFind, ({ member }) => firstLoginOf(app.db, member.userId));

    memberRoute(app, engagementApi.usersFirstLoginCreate, async ({ member }) => {
      await app.db.query(
        'INSERT INTO member_starter_seen (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING',
        [member.userId],
      );
      return { first_login: false };
    });

    engagementAdminRoutes(app);
  },
  { name: 'engagement-routes', dependencies: ['admin'] },
);
