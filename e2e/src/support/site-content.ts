import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { endpointPath, publicApi, siteAdminApi } from '@casino/contracts';
import type { PageGroup, ScriptTagConfig, SeoConfig, SeoPageName } from '@casino/contracts';
import { staffHeaders } from './staff';

/** The ids of the site's languages by code. */
export async function languageIds(api: APIRequestContext): Promise<Record<string, number>> {
  const reply = await api.get(`${endpointPath(publicApi.languageFind)}?$limit=50`);
  expect(reply.ok(), await reply.text()).toBe(true);
  const { data } = (await reply.json()) as { data: { id: number; code: string }[] };
  return Object.fromEntries(data.map((language) => [language.code, language.id]));
}

async function staffPost(api: APIRequestContext, path: string, data: object) {
  const reply = await api.post(path, { headers: staffHeaders, data: { ...data, reason: 'e2e' } });
  expect(reply.status(), await reply.text()).toBe(200);
  return reply.json() as Promise<unknown>;
}

/** The stored SEO row of a language and page group (or `default`), if any. */
export async function seoRow(
  api: APIRequestContext,
  languageId: number,
  page: SeoPageName,
): Promise<SeoConfig | undefined> {
  const reply = await api.get(
    `${siteAdminApi.seoConfigsList.path}?language_id=${languageId}&page_name=${page}`,
    {
      headers: staffHeaders,
    },
  );
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { data: SeoConfig[] }).data[0];
}

export type SeoTexts = Pick<SeoConfig, 'title' | 'description' | 'OG_title' | 'OG_image'>;

/**
 * Runs `body` with staff's SEO rows set for the given languages and page groups, then puts back what
 * was there: the row as it was, or no row (the group falls back to the default row again).
 */
export async function withSeoRows(
  api: APIRequestContext,
  rows: { languageId: number; page: PageGroup; texts: SeoTexts }[],
  body: () => Promise<void>,
): Promise<void> {
  const before = await Promise.all(rows.map((row) => seoRow(api, row.languageId, row.page)));
  try {
    for (const row of rows) {
      await staffPost(api, siteAdminApi.seoConfigSet.path, {
        language_id: row.languageId,
        page_name: row.page,
        metadata: '',
        ...row.texts,
      });
    }
    await body();
  } finally {
    for (const [index, row] of rows.entries()) {
      const old = before[index];
      if (old) {
        const { id: _id, ...restored } = old;
        await staffPost(api, siteAdminApi.seoConfigSet.path, restored);
      } else {
        await staffPost(api, siteAdminApi.seoConfigRemove.path, {
          language_id: row.languageId,
          page_name: row.page,
        });
      }
    }
  }
}

export async function thirdPartyScripts(api: APIRequestContext): Promise<siteAdminApi.ThirdPartyScripts> {
  const reply = await api.get(siteAdminApi.thirdPartyScriptsGet.path, { headers: staffHeaders });
  expect(reply.ok(), await reply.text()).toBe(true);
  return siteAdminApi.ThirdPartyScripts.parse(await reply.json());
}

/** Runs `body` with analytics ids or script hosts changed, then restores the ones it changed. */
export async function withThirdPartyScripts(
  api: APIRequestContext,
  change: Partial<siteAdminApi.ThirdPartyScripts>,
  body: () => Promise<void>,
): Promise<void> {
  const before = await thirdPartyScripts(api);
  await staffPost(api, siteAdminApi.thirdPartyScriptsSet.path, change);
  try {
    await body();
  } finally {
    const keys = Object.keys(change) as (keyof siteAdminApi.ThirdPartyScripts)[];
    await staffPost(
      api,
      siteAdminApi.thirdPartyScriptsSet.path,
      Object.fromEntries(keys.map((key) => [key, before[key]])),
    );
  }
}

/** Runs `body` with a page group's snippets changed, then puts the previous ones back. */
export async function withScriptTags(
  api: APIRequestContext,
  page: PageGroup,
  snippets: Partial<Pick<ScriptTagConfig, siteAdminApi.SnippetField>>,
  body: () => Promise<void>,
): Promise<void> {
  const reply = await api.get(siteAdminApi.scriptTagsList.path, { headers: staffHeaders });
  expect(reply.ok(), await reply.text()).toBe(true);
  const old = ((await reply.json()) as { data: ScriptTagConfig[] }).data.find(
    (row) => row.page_name === page,
  );
  await staffPost(api, siteAdminApi.scriptTagSet.path, { page_name: page, ...snippets });
  try {
    await body();
  } finally {
    const fields = Object.keys(snippets) as siteAdminApi.SnippetField[];
    await staffPost(api, siteAdminApi.scriptTagSet.path, {
      page_name: page,
      ...Object.fromEntries(fields.map((field) => [field, old?.[field] ?? ''])),
    });
  }
}

/**
 * Keeps the default layout's engagement layer out of these specs' way: no pop-ups for the page (its
 * notification-modal answers an empty list) and the push prompt's local flag set, so no modal covers the
 * home page the specs use.
 */
export async function withoutEngagementPrompts(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('casino.fake-allow-dismissed', '1'));
  await page.route('**/pbgapi/pb/notification-modal*', (route) =>
    route.fulfill({ json: { total: 0, limit: 10, skip: 0, data: [] } }),
  );
}

/** What the site pushed onto `window.dataLayer`, entries with an `event` only. */
export async function dataLayerEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry): entry is Record<string, unknown> =>
        typeof entry === 'object' && entry !== null && 'event' in entry,
    ),
  );
}

/** Collects the page's content security policy violations, as the policy spec does. */
export async function recordPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}
