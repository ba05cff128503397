import { adminApi } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/types';
import type { PasswordHasher } from '../../security/password';
import { issueAdminToken, verifyAdminPassword } from './auth';
import { adminRoute } from './route';
import { registerSettingsRoutes } from './settings';
import { registerSiteContentRoutes } from './site-content';
import { StaffLoginThrottle } from './throttle';

export interface AdminRoutesOptions {
  hasher: PasswordHasher;
}

/** The configured staff account, created when missing; an existing password is never overwritten. */
export async function ensureSeedAdmin(
  db: Queryable,
  hasher: PasswordHasher,
  seed: { username: string; password: string } | null,
): Promise<void> {
  if (!seed) return;
  const existing = await db.query('SELECT 1 FROM admin_users WHERE username = $1', [seed.username]);
  if (existing.rowCount > 0) return;
  await db.query(
    `INSERT INTO admin_users (username, password_hash) VALUES ($1, $2)
     ON CONFLICT (username) DO NOTHING`,
    [seed.username, await hasher.hash(seed.password)],
  );
}

/** Staff login, identity and the audit trail; `request.admin` exists on every request. */
export const adminRoutes = fp(
  async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
    app.decorateRequest('admin', null);
    const limits = app.config.rateLimits;
    app.decorate(
      'staffLoginThrottle',
      new StaffLoginThrottle(app.db, limits.failedLoginsPerUsername, limits.failedLoginWindowMs),
    );
    app.decorate('staffPasswordHasher', options.hasher);
    await ensureSeedAdmin(app.db, options.hasher, app.config.adminSeed);

    adminRoute(app, adminApi.login, async ({ body, request }) => {
      await app.staffLoginThrottle.assertAllowed(request.ip);
      const admin = await verifyAdminPassword(app.db, options.hasher, body.username, body.password).catch(
        async (error: unknown) => {
          await app.staffLoginThrottle.recordFailure(request.ip);
          throw error;
        },
      );
      const { token, expiresAt } = await issueAdminToken(app.db, admin.id);
      return { accessToken: token, expiresAt: expiresAt.toISOString(), admin };
    });

    adminRoute(app, adminApi.me, async ({ admin }) => admin);
    registerSettingsRoutes(app);
    registerSiteContentRoutes(app);

    adminRoute(app, adminApi.auditList, async ({ query }) => {
      const limit = query.$limit ?? 50;
      const skip = query.$skip ?? 0;
      const filter = 'WHERE ($1::text IS NULL OR x.action = $1)';
      const total = await app.db.query<{ n: bigint }>(`SELECT count(*) AS n FROM admin_audit x ${filter}`, [
        query.action ?? null,
      ]);
      const { rows } = await app.db.query<{
        id: bigint;
        admin: string;
        action: string;
        target_type: string;
        target_id: string;
        reason: string | null;
        before: unknown;
        after: unknown;
        created_at: string;
      }>(
        `SELECT x.id, a.username AS admin, x.action, x.target_type, x.target_id, x.reason, x.before, x.after,
                to_char(x.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
           FROM admin_audit x JOIN admin_users a ON a.id = x.admin_id ${filter}
          ORDER BY x.id DESC LIMIT $2 OFFSET $3`,
        [query.action ?? null, limit, skip],
      );
      return {
        total: Number(total.rows[0]?.n ?? 0n),
        limit,
        skip,
        data: rows.map(({ created_at, id, ...row }) => ({ ...row, id: Number(id), createdAt: created_at })),
      };
    });
  },
  { name: 'admin', dependencies: ['db'] },
);
