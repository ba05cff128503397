import type { Page } from '@playwright/test';

/** The first reads' URLs (path and query, as the client writes them) that the server writes into a page. */
export function firstReplyUrls(html: string): string[] {
  const json = /<script type="application\/json" id="first-replies">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? Object.keys(JSON.parse(json) as Record<string, unknown>) : [];
}

/**
 * Pages arrive without their first replies, as when the server's own reads failed: the client asks the
 * API for each (a spec that makes those reads fail needs this, or the page would not ask at all).
 */
export async function withoutFirstReplies(page: Page): Promise<void> {
  await page.route(
    (url) =>
      !/^\/(pbgapi|api|gapi|assets|dev|m\/assets)\//.test(url.pathname) && !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="first-replies">.*?<\/script>/s,
        '',
      );
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      return route.fulfill({ response, body, headers });
    },
  );
}
