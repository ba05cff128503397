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

/** Saves a pop-up as staff do (admin API, audited), e.g. to turn one on or off for a spec. */
export async function savePopup(api: APIRequestContext, popup: AdminPopup, isActive: boolean) {
  const reply = await api.post(engagementApi.adminPopupSave.path, {
    headers: staffHeaders,
    data: {
      id: popup.id,
      kind: popup.kind,
      language_id: popup.language_id,
      page_show_list: popup.page_show_list,
      title: popup.title,
      body: popup.body,
      image_url: popup.image_url,
      is_active: isActive,
      reason: 'e2e',
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as AdminPopup;
}

export async function turnPopupOff(api: APIRequestContext, popup: AdminPopup) {
  const reply = await api.post(adminPath(engagementApi.adminPopupOff, { id: popup.id }), {
    headers: staffHeaders,
    data: { reason: 'e2e' },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** Sets the push prompt's trigger allowance as staff do. */
export async function setTriggerAllowance(api: APIRequestContext, isActive: 0 | 1) {
  const reply = await api.post(engagementApi.adminTriggerAllowanceSet.path, {
    headers: staffHeaders,
    data: { is_active: isActive, reason: 'e2e' },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/**
 * Marks the logged-in member's starter modal seen (`api` carries their session), for specs about other
 * things that log a new member in and would otherwise meet it on their first default-layout page.
 */
export async function skipStarterModal(api: APIRequestContext) {
  const reply = await api.post(endpointPath(engagementApi.usersFirstLoginCreate), { data: {} });
  expect(reply.status(), await reply.text()).toBe(201);
}
