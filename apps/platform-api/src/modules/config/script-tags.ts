import type { PageGroup, ScriptTagConfig } from '@casino/contracts';
import type { siteAdminApi } from '@casino/contracts';
import type { Queryable } from '../../db/types';

type SnippetField = siteAdminApi.SnippetField;

const COLUMNS = 'id, page_name, header, body, footer, meta_header, meta_body, meta_footer';
const SNIPPETS = ['header', 'body', 'footer', 'meta_header', 'meta_body', 'meta_footer'] as const;

export async function readScriptTag(db: Queryable, pageName: string): Promise<ScriptTagConfig | undefined> {
  const { rows } = await db.query<ScriptTagConfig>(
    `SELECT ${COLUMNS} FROM script_tag_configs WHERE page_name = $1`,
    [pageName],
  );
  return rows[0];
}

export async function listScriptTags(db: Queryable): Promise<ScriptTagConfig[]> {
  const { rows } = await db.query<ScriptTagConfig>(
    `SELECT ${COLUMNS} FROM script_tag_configs ORDER BY page_name`,
  );
  return rows;
}

/** Every non-empty snippet of every page group (the content security policy hashes their inline scripts). */
export async function allSnippets(db: Queryable): Promise<string[]> {
  const rows = await listScriptTags(db);
  return rows.flatMap((row) => SNIPPETS.map((field) => row[field]).filter(Boolean));
}

/**
 * Sets the given snippets of a page group (creating its row when missing), after locking it so the
 * audit's "before" is what the change replaced. Line ends become `\n`, as the browser's HTML parser makes
 * them: the hash the policy allows an inline script by is then the hash of the text the browser runs.
 */
export async function writeScriptTag(
  tx: Queryable,
  pageName: PageGroup,
  changes: Partial<Record<SnippetField, string>>,
): Promise<{ before: ScriptTagConfig | undefined; after: ScriptTagConfig }> {
  await tx.query(
    'INSERT INTO script_tag_configs (page_name) VALUES ($1) ON CONFLICT (page_name) DO NOTHING',
    [pageName],
  );
  const { rows } = await tx.query<ScriptTagConfig>(
    `SELECT ${COLUMNS} FROM script_tag_configs WHERE page_name = $1 FOR UPDATE`,
    [pageName],
  );
  const before = rows[0];
  const fields = SNIPPETS.filter((field) => changes[field] !== undefined);
  const values = fields.map((field) => (changes[field] ?? '').replace(/\r\n?/g, '\n'));
  const set = fields.map((field, index) => `${field} = $${index + 2}`).join(', ');
  const updated = await tx.query<ScriptTagConfig>(
    `UPDATE script_tag_configs SET ${set} WHERE page_name = $1 RETURNING ${COLUMNS}`,
    [pageName, ...values],
  );
  const after = updated.rows[0];
  if (!after) throw new Error(`script_tag_configs lost the row of ${pageName}`);
  return { before, after };
}
