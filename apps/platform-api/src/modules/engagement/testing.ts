import type { AdminPopup, AdminPopupBody } from '@casino/contracts/engagement';
import * as engagementApi from '@casino/contracts/engagement';
import type { TestApp } from '../../test/harness';
import { staffAuth } from '../withdrawal/testing';

export async function languageIdOf(t: TestApp, code: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM languages WHERE code = $1', [code]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no language ${code}`);
  return id;
}

/** Saves a pop-up as staff do; the test fails on anything but 200. */
export async function savePopup(t: TestApp, body: AdminPopupBody): Promise<AdminPopup> {
  const response = await t.app.inject({
    method: 'POST',
    url: engagementApi.adminPopupSave.path,
    headers: staffAuth,
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`save failed: ${response.statusCode} ${response.body}`);
  return response.json<AdminPopup>();
}

/** The public pop-ups of a language and page, as the site asks for them. */
export async function shownPopups(t: TestApp, languageId: number, page: string) {
  const response = await t.app.inject({
    url: `/pbgapi/pb/notification-modal?language_id=${languageId}&page_name=${page}`,
  });
  return {
    status: response.statusCode,
    body: response.json<{ total: number; data: { id: number; kind: string; title: string }[] }>(),
  };
}
