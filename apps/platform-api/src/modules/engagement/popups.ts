import type { AdminPopup, NotificationPopup, PopupKind, PopupPage } from '@casino/contracts/engagement';
import type { Queryable } from '../../db/types';

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** At most this many pop-ups answer one page: more would only queue up in front of the member. */
export const POPUPS_PER_PAGE = 20;

interface PopupRow {
  id: number;
  kind: PopupKind;
  title: string;
  body: string;
  image_url: string | null;
  updated_at: string;
}

interface AdminPopupRow extends PopupRow {
  is_active: boolean;
  language_id: number;
  language_code: string;
  page_show_list: PopupPage[];
  created_at: string;
}

const POPUP_COLUMNS = `p.id, p.kind, p.title, p.body, p.image_url, ${iso('p.updated_at')} AS updated_at`;
const ADMIN_COLUMNS = `${POPUP_COLUMNS}, p.is_active, p.language_id, l.code AS language_code,
  p.page_show_list, ${iso('p.created_at')} AS created_at`;

/** The order the site shows them in: the starter's first, then welcome ones, then announcements. */
const SHOW_ORDER = `CASE p.kind WHEN 'starter' THEN 0 WHEN 'welcome' THEN 1 ELSE 2 END, p.id`;

/** The active pop-ups of the language whose page list has the page group. */
export async function popupsFor(
  db: Queryable,
  languageId: number,
  page: PopupPage,
): Promise<NotificationPopup[]> {
  const { rows } = await db.query<PopupRow>(
    `SELECT ${POPUP_COLUMNS} FROM notification_popups p
      WHERE p.is_active AND p.language_id = $1 AND $2 = ANY (p.page_show_list)
      ORDER BY ${SHOW_ORDER} LIMIT ${POPUPS_PER_PAGE}`,
    [languageId, page],
  );
  return rows;
}

/** Staff's list, newest first, optionally of one language or by whether the pop-ups show. */
export async function adminPopups(
  db: Queryable,
  filter: { languageId?: number | undefined; active?: boolean | undefined } = {},
): Promise<AdminPopup[]> {
  const { rows } = await db.query<AdminPopupRow>(
    `SELECT ${ADMIN_COLUMNS} FROM notification_popups p JOIN languages l ON l.id = p.language_id
      WHERE ($1::int IS NULL OR p.language_id = $1) AND ($2::boolean IS NULL OR p.is_active = $2)
      ORDER BY p.id DESC`,
    [filter.languageId ?? null, filter.active ?? null],
  );
  return rows;
}

export async function adminPopup(db: Queryable, id: number): Promise<AdminPopup | undefined> {
  const { rows } = await db.query<AdminPopupRow>(
    `SELECT ${ADMIN_COLUMNS} FROM notification_popups p JOIN languages l ON l.id = p.language_id
      WHERE p.id = $1`,
    [id],
  );
  return rows[0];
}
