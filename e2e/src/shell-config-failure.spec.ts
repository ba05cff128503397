import { expect, test } from '@playwright/test';
import type { Route } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { withoutFirstReplies } from './support/first-replies';

/**
 * The shell's language list answering 500: the client tries it three times at most (one TraceID), the
 * failed-call dialog shows once with that TraceID, the page behind becomes the error page with Try again,
 * and no call goes out while it stands. With the API back, Try again shows the site without a reload.
 */
const LANGUAGE_LIST = '**/pbgapi/pb/language?*';
const TRIES = 3;

for (const { lang, dialogTitle, ok, unavailable, retry, home } of [
  {
    lang: 'en',
    dialogTitle: 'Transaction could not be completed',
    ok: 'OK',
    unavailable: 'The site could not load',
    retry: 'Try again',
    home: /^Welcome to /,
  },
  {
    lang: 'th',
    dialogTitle: 'ไม่สามารถทำรายการได้',
    ok: 'ตกลง',
    unavailable: 'ไม่สามารถโหลดเว็บไซต์ได้',
    retry: 'ลองอีกครั้ง',
    home: /^ยินดีต้อนรับสู่ /,
  },
]) {
  test(`the language list answering 500 ends on the error page, and Try again brings the site back (${lang})`, async ({
    page,
  }) => {
    // Every failed-call dialog the page ever opens, counted as it is added to the document.
    await page.addInitScript(() => {
      const seen = { dialogs: 0 };
      Object.assign(window, { __failedCallDialogs: seen });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element)
              seen.dialogs += [node, ...node.querySelectorAll('*')].filter(
                (element) => element.getAttribute('role') === 'alertdialog',
              ).length;
      }).observe(document, { childList: true, subtree: true });
    });
    const dialogsOpened = () =>
      page.evaluate(
        () => (window as unknown as { __failedCallDialogs: { dialogs: number } }).__failedCallDialogs.dialogs,
      );

    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/(pbgapi|api|gapi)\//.test(new URL(request.url()).pathname)) apiCalls.push(request.url());
    });
    const listTraceIds: string[] = [];
    const failTheList = async (route: Route) => {
      // The shell's list (`is_member`); libraries' look-ups of one code go to the API as usual.
      if (!new URL(route.request().url()).searchParams.has('is_member')) return route.fallback();
      const traceId = (await route.request().headerValue('correlationid')) ?? '';
      listTraceIds.push(traceId);
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { CorrelationID: traceId },
        body: JSON.stringify({ name: 'Error', code: 500, reason: 'INTERNAL', message: 'Internal error' }),
      });
    };
    await page.route(LANGUAGE_LIST, failTheList);
    // The API failing, the server could not write the list into the page either: the client asks.
    await withoutFirstReplies(page);

    await page.goto(`/${lang}`);

    const dialog = page.getByRole('alertdialog', { name: dialogTitle });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: unavailable })).toBeAttached();
    expect(listTraceIds).toHaveLength(TRIES);
    expect(new Set(listTraceIds).size).toBe(1);
    await expect(dialog).toContainText(listTraceIds[0] ?? 'no TraceID');

    // About five seconds behind the dialog: no call asked again, no other dialog.
    const callsBefore = apiCalls.length;
    await page.waitForTimeout(5_000);
    expect(apiCalls.slice(callsBefore)).toEqual([]);
    expect(listTraceIds).toHaveLength(TRIES);
    expect(await dialogsOpened()).toBe(1);

    await dialog.getByRole('button', { name: ok }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('500', { exact: true })).toBeVisible();
    const tryAgain = page.getByRole('button', { name: retry });
    await expect(tryAgain).toBeVisible();
    const violations = await axeViolations(page, `error page (${lang})`);
    expect(violations, formatViolations(violations)).toEqual([]);

    // The API answers again: Try again brings the site in the same document (no reload).
    await page.unroute(LANGUAGE_LIST, failTheList);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await tryAgain.click();
    await expect(page.getByRole('heading', { level: 1, name: home })).toBeVisible();
    await expect(page.locator('header')).toBeVisible();
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    expect(await dialogsOpened()).toBe(1);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
}
