import type { SystemBanner } from '@casino/contracts/banner';
import { BANNERS_MAX } from '@casino/contracts/banner';
import type { Queryable } from '../../db/types';

const iso = (column: string) =>
  `CASE WHEN ${column} IS NULL THEN NULL ELSE to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END`;

/**
 * The active banners whose window holds `now`, by order_no, with their words and image in the language
 * (English where a banner has none in it; a banner with neither is left out).
 */
export async function bannersFor(
  db: Queryable,
  languageId: number,
  now: Date = new Date(),
): Promise<SystemBanner[]> {
  const { rows } = await db.query<SystemBanner>(
    `SELECT b.id, t.title, t.subtitle, t.cta_label, t.image_url, t.image_width, t.image_height,
            b.route, b.link_url, b.order_no, ${iso('b.start_at')} AS start_at, ${iso('b.end_at')} AS end_at
       FROM system_banners b
       CROSS JOIN LATERAL (
         SELECT x.* FROM system_banner_texts x
           LEFT JOIN languages l ON l.id = x.language_id
          WHERE x.banner_id = b.id AND (x.language_id = $1 OR l.code = 'en')
          ORDER BY (x.language_id = $1) DESC LIMIT 1
       ) t
      WHERE b.is_active AND (b.start_at IS NULL OR b.start_at <= $2) AND (b.end_at IS NULL OR b.end_at > $2)
      ORDER BY b.order_no, b.id
      LIMIT ${BANNERS_MAX}`,
    [languageId, now.toISOString()],
  );
  // A link only when it goes somewhere: a route wins over an address.
  return rows.map((row) => ({ ...row, link_url: row.route ? null : row.link_url }));
}
