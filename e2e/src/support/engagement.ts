import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { adminPath, endpointPath, publicApi } from '@casino/contracts';
import * as engagementApi from '@casino/contracts/engagement';
import type { AdminPopup } from '@casino/contracts/engagement';
import { staffHeaders } from './staff';

/** The id of a language the site offers. */
export async function languageId(api: APIRequestContext, code: string): Promise<number> {
  const reply = await api.get(`${endpointPath(publicApi.languageFind)}?code=${code}`);
  expect(reply.ok(), await reply.text()).toBe(true);
  const { data } = (await reply.json()) as { data: { id: number }[] };
  const id = data[0]?.id;
  if (id === undefined) throw new Error(`The site does not offer ${code}`);
  return id;
}

/** The seed's welcome pop-up of the home page in a language, as staff see it. */
export async function seededWelcome(api: APIRequestContext, lang: 'en' | 'th'): Promise<AdminPopup> {
  const reply = await api.get(engagementApi.adminPopupList.path, { headers: staffHeaders });
  expect(reply.ok(), await reply.text()).toBe(true);
  const { data } = (await reply.json()) as { data: AdminPopup[] };
  const popup = data
    .filter((p) => p.kind === 'welcome' && p.language_code === lang && p.page_show_list.includes('home'))
    .at(-1);
  if (!popup) throw new Error(`No seeded welcome pop-up in ${lang}`);
  return popup;
}

/** Turns a pop-up on or off as staff do (`admin-cli popups on|off`). */
export async function switchPopup(api: APIRequestContext, popup: AdminPopup, on: boolean) {
  const endpoint = on ? engagementApi.adminPopupOn : engagementApi.adminPopupOff;
  const reply = await api.post(adminPath(endpoint, { id: popup.id }), {
    headers: staffHeaders,
    data: { reason: 'e2e' },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** Writes a new pop-up as staff do, e.g. the starter words that make the starter modal show. */
export async function createPopup(
  api: APIRequestContext,
  popup: Pick<AdminPopup, 'kind' | 'language_id' | 'page_show_list' | 'title' | 'body'>,
): Promise<AdminPopup> {
  const reply = await api.post(engagementApi.adminPopupSave.path, {
    headers: staffHeaders,
    data: { ...popup, reason: 'e2e' },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as AdminPopup;
}

/** Sets the push prompt's trigger allowance as staff do. */
export async function setTriggerAllowance(api: APIRequestContext, isActive: 0 | 1) {
  const reply = await api.post(engagementApi.adminTriggerAllowanceSet.path, {
    headers: staffHeaders,
    data: { is_active: isActive, reason: 'e2e' },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}
