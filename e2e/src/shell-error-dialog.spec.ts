import { expect, test } from '@playwright/test';

/**
 * A real failing call: the page's own SEO config request reaches the real API with a malformed
 * language_id (rewritten in flight), the API answers 400 VALIDATION_FAILED with its CorrelationID, and the
 * shell shows the failed-call dialog with that TraceID.
 */
for (const { lang, title, message, ok } of [
  {
    lang: 'en',
    title: 'Transaction could not be completed',
    message: 'Incorrect information, please check the form',
    ok: 'OK',
  },
  { lang: 'th', title: 'ไม่สามารถทำรายการได้', message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบแบบฟอร์ม', ok: 'ตกลง' },
]) {
  test(`a failed call opens the dialog with the reply's TraceID (${lang})`, async ({ page }) => {
    await page.route('**/pbgapi/pb/seo-config?*', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('language_id', 'not-a-number');
      return route.continue({ url: url.toString() });
    });
    const failed = page.waitForResponse((response) => response.url().includes('/seo-config'));

    await page.goto(`/${lang}`);
    const reply = await failed;
    expect(reply.status()).toBe(400);
    const traceId = reply.headers()['correlationid'];
    expect(traceId).toBeTruthy();

    const dialog = page.getByRole('alertdialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(message);
    await expect(dialog).toContainText(traceId ?? '');
    await expect(dialog.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    await dialog.getByRole('button', { name: ok }).click();
    await expect(dialog).toBeHidden();
  });
}
