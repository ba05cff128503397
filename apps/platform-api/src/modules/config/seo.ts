import type { PageGroup, SeoConfig, SeoPageName } from '@casino/contracts';
import { SEO_DEFAULT_PAGE } from '@casino/contracts';
import type { Queryable } from '../../db/types';

const COLUMNS = `id, language_id, page_name, title, metadata, og_title AS "OG_title", og_image AS "OG_image",
  description`;

/** The fields a page group's row may leave empty for the language's default row to fill. */
const TEXT_FIELDS = ['title', 'metadata', 'OG_title', 'OG_image', 'description'] as const;

/**
 * A language's SEO for a page group: the group's own row with its empty fields taken from the language's
 * default row (an empty OG title follows the group's own title first), or the default row alone (no page group, or none stored for it); undefined when the
 * language has neither.
 */
export async function readSeo(
  db: Queryable,
  languageId: number,
  pageName: PageGroup | undefined,
): Promise<SeoConfig | undefined> {
  const { rows } = await db.query<SeoConfig>(
    `SELECT ${COLUMNS} FROM seo_configs WHERE language_id = $1 AND page_name IN ($2, $3)`,
    [languageId, SEO_DEFAULT_PAGE, pageName ?? SEO_DEFAULT_PAGE],
  );
  const fallback = rows.find((row) => row.page_name === SEO_DEFAULT_PAGE);
  const own = pageName ? rows.find((row) => row.page_name === pageName) : undefined;
  if (!own || !fallback) return own ?? fallback;
  const merged = { ...own };
  for (const field of TEXT_FIELDS) merged[field] = own[field] || fallback[field];
  // A group with a title of its own but no Open Graph title shares that title, not the language's.
  if (own.title && !own.OG_title) merged.OG_title = own.title;
  return merged;
}

/** The stored rows as they are (staff see what they wrote), by language then page group. */
export async function listSeoRows(
  db: Queryable,
  filters: { language_id?: number | undefined; page_name?: SeoPageName | undefined },
): Promise<SeoConfig[]> {
  const { rows } = await db.query<SeoConfig>(
    `SELECT ${COLUMNS} FROM seo_configs
      WHERE ($1::int IS NULL OR language_id = $1) AND ($2::text IS NULL OR page_name = $2)
      ORDER BY language_id, page_name <> '${SEO_DEFAULT_PAGE}', page_name`,
    [filters.language_id ?? null, filters.page_name ?? null],
  );
  return rows;
}

export type SeoRowInput = Omit<SeoConfig, 'id'>;

/** Creates or replaces one language's row for a page group (or the default row). */
export async function writeSeoRow(tx: Queryable, row: SeoRowInput): Promise<SeoConfig> {
  const { rows } = await tx.query<SeoConfig>(
    `INSERT INTO seo_configs (language_id, page_name, title, metadata, og_title, og_image, description)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (language_id, page_name) DO UPDATE SET title = EXCLUDED.title, metadata = EXCLUDED.metadata,
       og_title = EXCLUDED.og_title, og_image = EXCLUDED.og_image, description = EXCLUDED.description
     RETURNING ${COLUMNS}`,
    [row.language_id, row.page_name, row.title, row.metadata, row.OG_title, row.OG_image, row.description],
  );
  const written = rows[0];
  if (!written) throw new Error('seo_configs upsert returned no row');
  return written;
}

/** Removes a page group's row; the removed row, or undefined when there was none. */
export async function removeSeoRow(
  tx: Queryable,
  languageId: number,
  pageName: PageGroup,
): Promise<SeoConfig | undefined> {
  const { rows } = await tx.query<SeoConfig>(
    `DELETE FROM seo_configs WHERE language_id = $1 AND page_name = $2 RETURNING ${COLUMNS}`,
    [languageId, pageName],
  );
  return rows[0];
}
