import { adminSettingsApi } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { audit } from './audit';
import { adminRoute } from './route';

/** Staff changes to brand settings; each change is audited in the same transaction. */
export function registerSettingsRoutes(app: FastifyInstance): void {
  adminRoute(app, adminSettingsApi.customFunctionUpdate, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ register_type: string | null }>(
        `SELECT value->>'register_type' AS register_type FROM settings WHERE key = 'custom_function' FOR UPDATE`,
      );
      await tx.query(
        `UPDATE settings SET value = jsonb_set(value, '{register_type}', to_jsonb($1::text))
          WHERE key = 'custom_function'`,
        [body.register_type],
      );
      await audit(tx, {
        adminId: admin.id,
        action: 'custom_function.update',
        targetType: 'setting',
        targetId: 'custom_function',
        reason: body.reason ?? null,
        before: { register_type: rows[0]?.register_type ?? null },
        after: { register_type: body.register_type },
        ip: request.ip,
      });
      return { register_type: body.register_type };
    }),
  );
}
