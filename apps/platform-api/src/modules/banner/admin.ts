import * as bannerApi from '@casino/contracts/banner';
import type { AdminBanner } from '@casino/contracts/banner';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { AppError, fieldError, MESSAGES } from '../../http/errors';
import { adminRoute, audit } from '../admin';

const iso = (column: string) =>
  `CASE WHEN ${column} IS NULL THEN NULL ELSE to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END`;

/** Staff's banners (all, or one by id) with every language's words, by order_no. */
export async function adminBanners(db: Queryable, id?: number): Promise<AdminBanner[]> {
  const { rows } = await db.query<AdminBanner>(
    `SELECT b.id, b.route, b.link_url, b.order_no, b.is_active, ${iso('b.start_at')} AS start_at,
            ${iso('b.end_at')} AS end_at, ${iso('b.updated_at')} AS updated_at,
            COALESCE((SELECT json_agg(json_build_object('language_id', t.language_id, 'language_code', l.code,
                        'title', t.title, 'subtitle', t.subtitle, 'cta_label', t.cta_label,
                        'image_url', t.image_url, 'image_width', t.image_width, 'image_height', t.image_height)
                        ORDER BY l.id)
                        FROM system_banner_texts t JOIN languages l ON l.id = t.language_id
                       WHERE t.banner_id = b.id), '[]'::json) AS texts
       FROM system_banners b
      WHERE ($1::int IS NULL OR b.id = $1)
      ORDER BY b.order_no, b.id`,
    [id ?? null],
  );
  return rows;
}

/** Staff: the banners (list, create or replace with their languages); audited. */
export function bannerAdminRoutes(app: FastifyInstance): void {
  adminRoute(app, bannerApi.adminBannerList, async () => ({ data: await adminBanners(app.db) }));

  adminRoute(app, bannerApi.adminBannerSave, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const languageIds = body.texts.map((text) => text.language_id);
      const known = await tx.query<{ id: number }>('SELECT id FROM languages WHERE id = ANY($1::int[])', [
        languageIds,
      ]);
      const missing = body.texts.findIndex((text) => !known.rows.some((row) => row.id === text.language_id));
      if (missing >= 0) {
        throw new AppError(400, 'VALIDATION_FAILED', MESSAGES.validation, [
          fieldError(`body.texts.${missing}.language_id`, 'Unknown language'),
        ]);
      }
      const [before] = body.id === undefined ? [] : await adminBanners(tx, body.id);
      if (body.id !== undefined && !before) throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
      const values = [body.route, body.link_url, body.order_no, body.is_active, body.start_at, body.end_at];
      const saved = before
        ? await tx.query<{ id: number }>(
            `UPDATE system_banners SET route = $1, link_url = $2, order_no = $3, is_active = $4,
               start_at = $5, end_at = $6, updated_at = now() WHERE id = $7 RETURNING id`,
            [...values, before.id],
          )
        : await tx.query<{ id: number }>(
            `INSERT INTO system_banners (route, link_url, order_no, is_active, start_at, end_at)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
            values,
          );
      const id = saved.rows[0]?.id;
      if (id === undefined) throw new Error('the saved banner is gone');
      await tx.query('DELETE FROM system_banner_texts WHERE banner_id = $1', [id]);
      await tx.query(
        `INSERT INTO system_banner_texts (banner_id, language_id, title, subtitle, cta_label, image_url,
                                          image_width, image_height)
         SELECT $1, x.language_id, x.title, x.subtitle, x.cta_label, x.image_url, x.image_width, x.image_height
           FROM jsonb_to_recordset($2::jsonb) AS x(language_id int, title text, subtitle text, cta_label text,
                                                  image_url text, image_width int, image_height int)`,
        [id, JSON.stringify(body.texts)],
      );
      const [after] = await adminBanners(tx, id);
      if (!after) throw new Error('the saved banner is gone');
      await audit(tx, {
        adminId: admin.id,
        action: before ? 'banner.update' : 'banner.create',
        targetType: 'system_banner',
        targetId: after.id,
        reason: body.reason ?? null,
        before: before ?? null,
        after,
        ip: request.ip,
      });
      return after;
    }),
  );
}
