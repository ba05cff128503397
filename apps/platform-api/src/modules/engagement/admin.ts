import * as engagementApi from '@casino/contracts/engagement';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError, MESSAGES } from '../../http/errors';
import { adminRoute, audit } from '../admin';
import { adminPopup, adminPopups } from './popups';
import { triggerAllowanceOf } from './trigger';
import { ENGAGEMENT_MESSAGES } from './strings';

/** Staff: the pop-ups (list, create or replace, turn off) and the push prompt's allowance; audited. */
export function engagementAdminRoutes(app: FastifyInstance): void {
  adminRoute(app, engagementApi.adminPopupList, async ({ query }) => ({
    data: await adminPopups(app.db, { languageId: query.language_id, active: query.active }),
  }));

  adminRoute(app, engagementApi.adminPopupSave, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const language = await tx.query('SELECT 1 FROM languages WHERE id = $1', [body.language_id]);
      if (language.rowCount === 0) {
        throw new AppError(400, 'VALIDATION_FAILED', MESSAGES.validation, [
          fieldError('body.language_id', ENGAGEMENT_MESSAGES.languageNotFound),
        ]);
      }
      const before = body.id === undefined ? null : await adminPopup(tx, body.id);
      if (body.id !== undefined && !before) {
        throw new AppError(404, 'NOT_FOUND', ENGAGEMENT_MESSAGES.popupNotFound);
      }
      const values = [
        body.kind,
        body.language_id,
        body.page_show_list,
        body.title,
        body.body,
        body.image_url,
        body.is_active,
      ];
      const saved = before
        ? await tx.query<{ id: number }>(
            `UPDATE notification_popups SET kind = $1, language_id = $2, page_show_list = $3, title = $4,
               body = $5, image_url = $6, is_active = $7, updated_at = now()
             WHERE id = $8 RETURNING id`,
            [...values, before.id],
          )
        : await tx.query<{ id: number }>(
            `INSERT INTO notification_popups (kind, language_id, page_show_list, title, body, image_url, is_active)
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
            values,
          );
      const id = saved.rows[0]?.id;
      const after = id === undefined ? undefined : await adminPopup(tx, id);
      if (!after) throw new Error('the saved pop-up is gone');
      await audit(tx, {
        adminId: admin.id,
        action: before ? 'popup.update' : 'popup.create',
        targetType: 'notification_popup',
        targetId: after.id,
        reason: body.reason ?? null,
        before,
        after,
        ip: request.ip,
      });
      return after;
    }),
  );

  for (const [endpoint, isActive] of [
    [engagementApi.adminPopupOff, false],
    [engagementApi.adminPopupOn, true],
  ] as const) {
    adminRoute(app, endpoint, async ({ params, body, admin, request }) =>
      app.db.transaction(async (tx) => {
        const before = await adminPopup(tx, params.id);
        if (!before) throw new AppError(404, 'NOT_FOUND', ENGAGEMENT_MESSAGES.popupNotFound);
        await tx.query('UPDATE notification_popups SET is_active = $2 WHERE id = $1', [params.id, isActive]);
        await audit(tx, {
          adminId: admin.id,
          action: isActive ? 'popup.on' : 'popup.off',
          targetType: 'notification_popup',
          targetId: params.id,
          reason: body.reason ?? null,
          before: { is_active: before.is_active },
          after: { is_active: isActive },
          ip: request.ip,
        });
        return { ...before, is_active: isActive };
      }),
    );
  }

  adminRoute(app, engagementApi.adminTriggerAllowanceGet, () => triggerAllowanceOf(app.db));

  adminRoute(app, engagementApi.adminTriggerAllowanceSet, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const before = await triggerAllowanceOf(tx);
      await tx.query(
        `INSERT INTO trigger_allowance (singleton, is_active) VALUES (true, $1)
         ON CONFLICT (singleton) DO UPDATE SET is_active = EXCLUDED.is_active, updated_at = now()`,
        [body.is_active],
      );
      await audit(tx, {
        adminId: admin.id,
        action: 'trigger_allowance.set',
        targetType: 'trigger_allowance',
        targetId: 'push',
        reason: body.reason ?? null,
        before,
        after: { is_active: body.is_active },
        ip: request.ip,
      });
      return { is_active: body.is_active };
    }),
  );
}
