import { adminSettingsApi } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { lockBrandSettings, readBrandSettings, writeBrandSettings } from '../config';
import { audit } from './audit';
import { adminRoute } from './route';

/** Staff changes to brand settings; each change is audited in the same transaction. */
export function registerSettingsRoutes(app: FastifyInstance): void {
  const brand = app.config.brand;

  adminRoute(app, adminSettingsApi.brandSettingsGet, async () => readBrandSettings(app.db, brand));

  adminRoute(app, adminSettingsApi.brandSettingsUpdate, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const { reason, ...changes } = body;
      await lockBrandSettings(tx, brand.id);
      const before = await readBrandSettings(tx, brand);
      await writeBrandSettings(tx, brand.id, changes);
      const after = await readBrandSettings(tx, brand);
      const changed = Object.keys(changes) as (keyof typeof changes)[];
      await audit(tx, {
        adminId: admin.id,
        action: 'brand_settings.update',
        targetType: 'brand',
        targetId: brand.id,
        reason: reason ?? null,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
        ip: request.ip,
      });
      return after;
    }),
  );

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
