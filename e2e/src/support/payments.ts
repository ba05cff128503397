import { createHmac } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { SIGNATURE_HEADER, WEBHOOK_PATH, depositApi, endpointPath } from '@casino/contracts';
import type { PaymentProvider } from '@casino/contracts';

/** The API's default outside a configured deployment; the suite's stack sets no other. */
const WEBHOOK_SECRET = process.env['PAYMENT_WEBHOOK_SECRET'] ?? 'dev-payment-webhook-secret-change-me';

/** Pays like the gateway does: a webhook signed with the shared secret (`t=…,v1=HMAC`); answers its reply. */
export async function sendWebhook(
  api: APIRequestContext,
  provider: PaymentProvider,
  payload: object,
): Promise<{ outcome: string }> {
  const raw = JSON.stringify(payload);
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${raw}`).digest('hex');
  const response = await api.post(`${WEBHOOK_PATH}/${provider}`, {
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: `t=${t},v1=${v1}` },
    data: raw,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { outcome: string };
}

/** The reference of the deposit the cashbox is waiting on, as the page shows it. */
export async function pendingReference(page: Page): Promise<string> {
  const text = await page.getByText(/^Reference \S+$/).textContent();
  const reference = text?.replace('Reference ', '').trim();
  if (!reference) throw new Error('No deposit reference on the page');
  return reference;
}

/**
 * A PromptPay deposit made through the API and paid by the gateway's webhook at once: the member's balance
 * and deposit history have it, and an open page hears of it over the member websocket.
 */
export async function depositByPromptPay(api: APIRequestContext, amount: number): Promise<string> {
  const created = await api.post(endpointPath(depositApi.depositPromptpayCreate), {
    data: { deposit_amount: amount.toFixed(2) },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { reference } = (await created.json()) as { reference: string };
  const paid = await sendWebhook(api, 'promptpay', {
    event_id: `e2e-${reference}`,
    type: 'payment.succeeded',
    reference,
    amount: amount.toFixed(2),
  });
  expect(paid).toMatchObject({ outcome: 'credited' });
  return reference;
}
