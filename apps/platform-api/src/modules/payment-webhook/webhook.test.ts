import type { Deposit, WsMessage } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { buildTestApp, createTestApp } from '../../test/harness';
import { depositMember, mainBalance } from '../deposit/testing';
import { eventId, paid, postWebhook } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function promptpayDeposit(amount = '500') {
  const m = await depositMember(t.app, t.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/mb/deposit-promptpay',
    headers: m.headers,
    payload: { deposit_amount: amount },
  });
  expect(res.statusCode).toBe(201);
  return { m, deposit: res.json<Deposit>() };
}

const statusOf = async (id: number) =>
  (await t.db.query<{ status: string }>('SELECT status FROM deposits WHERE id = $1', [id])).rows[0]?.status;

describe('payment webhook', () => {
  it('credits a paid deposit once and publishes DEPOSIT with success and amount', async () => {
    const { m, deposit } = await promptpayDeposit();
    const seen: WsMessage[] = [];
    const off = await t.app.events.subscribe(m.userId, (msg) => seen.push(msg));
    const res = await postWebhook(t.app, 'promptpay', paid(deposit.reference, '500.00'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'credited', reference: deposit.reference });
    expect(await mainBalance(t.db, m.userId)).toBe(50_000n);
    expect(seen).toEqual([
      {
        topic_name: 'DEPOSIT',
        data: {
          success: true,
          amount: '500.00',
          reference: deposit.reference,
          deposit_id: deposit.id,
          payment_type_code: 'PROMPTPAY',
        },
      },
      { topic_name: 'PERSONAL_MESSAGE', data: {} },
    ]);
    await off();
  });

  it('changes nothing for a forged, stale or unsigned webhook', async () => {
    const { m, deposit } = await promptpayDeposit();
    const payload = paid(deposit.reference, '500.00');
    const forged = await postWebhook(t.app, 'promptpay', payload, { secret: 'not-the-real-secret-at-all' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ reason: 'INVALID_SIGNATURE' });
    const stale = await postWebhook(t.app, 'promptpay', payload, {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(stale.statusCode).toBe(401);
    const unsigned = await postWebhook(t.app, 'promptpay', payload, { signature: '' });
    expect(unsigned.statusCode).toBe(401);
    expect(await statusOf(deposit.id)).toBe('pending');
    expect(await mainBalance(t.db, m.userId)).toBe(0n);
    // The refused deliveries did not burn the event id: the genuine one still applies.
    expect((await postWebhook(t.app, 'promptpay', payload)).json()).toMatchObject({ outcome: 'credited' });
  });

  it('ignores a replayed event id, a second payment event, a wrong amount and an unknown provider', async () => {
    const { m, deposit } = await promptpayDeposit();
    const wrong = await postWebhook(t.app, 'promptpay', paid(deposit.reference, '499.99'));
    expect(wrong.json()).toMatchObject({ outcome: 'rejected' });
    expect(await statusOf(deposit.id)).toBe('pending');

    const payload = paid(deposit.reference, '500.00');
    expect((await postWebhook(t.app, 'promptpay', payload)).json()).toMatchObject({ outcome: 'credited' });
    // A redelivery (the gateway lost our answer) names the same deposit; found by the crash-safety test.
    expect((await postWebhook(t.app, 'promptpay', payload)).json()).toEqual({
      outcome: 'duplicate',
      reference: deposit.reference,
    });
    const second = await postWebhook(t.app, 'promptpay', paid(deposit.reference, '500.00'));
    expect(second.json()).toMatchObject({ outcome: 'already_final' });
    const otherProvider = await postWebhook(t.app, 'truewallet', paid(deposit.reference, '500.00'));
    expect(otherProvider.json()).toMatchObject({ outcome: 'unmatched' });
    expect(await mainBalance(t.db, m.userId)).toBe(50_000n);
    expect((await postWebhook(t.app, 'paypal' as 'promptpay', payload)).statusCode).toBe(404);
  });

  it('credits exactly once under 20 parallel repeats of one webhook, and of 20 distinct events', async () => {
    const { m, deposit } = await promptpayDeposit('1000');
    const payload = paid(deposit.reference, '1000.00');
    const repeats = await Promise.all(
      Array.from({ length: 20 }, () => postWebhook(t.app, 'promptpay', payload)),
    );
    const outcomes = repeats.map((r) => r.json<{ outcome: string }>().outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);

    const next = await promptpayDeposit('700');
    const distinct = await Promise.all(
      Array.from({ length: 20 }, () =>
        postWebhook(t.app, 'promptpay', paid(next.deposit.reference, '700.00')),
      ),
    );
    const distinctOutcomes = distinct.map((r) => r.json<{ outcome: string }>().outcome);
    expect(distinctOutcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(distinctOutcomes.filter((o) => o === 'already_final')).toHaveLength(19);

    expect(await mainBalance(t.db, m.userId)).toBe(100_000n);
    expect(await mainBalance(t.db, next.m.userId)).toBe(70_000n);
    const transfers = await t.db.query<{ n: bigint }>(
      'SELECT count(*) AS n FROM transfers WHERE idempotency_key IN ($1, $2)',
      [deposit.reference, next.deposit.reference],
    );
    expect(Number(transfers.rows[0]?.n)).toBe(2);
  });

  it('refuses to pay an expired QR code and frees the member for a new one', async () => {
    const { m, deposit } = await promptpayDeposit();
    await t.db.query(`UPDATE deposits SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      deposit.id,
    ]);
    const res = await postWebhook(t.app, 'promptpay', paid(deposit.reference, '500.00'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      reason: 'QR_CODE_EXPIRED',
      message: 'The QR Code is expired, try again',
    });
    expect(await statusOf(deposit.id)).toBe('fail');
    expect(await mainBalance(t.db, m.userId)).toBe(0n);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/mb/deposit-promptpay',
      headers: m.headers,
      payload: { deposit_amount: '500' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses a malformed payload after the signature checks out', async () => {
    const res = await postWebhook(t.app, 'promptpay', { event_id: eventId(), type: 'payment.succeeded' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'VALIDATION_FAILED' });
  });
});

describe('dev payment page', () => {
  it('lists pending gateway deposits and pays one through the signed webhook', async () => {
    const { m, deposit } = await promptpayDeposit('300');
    const page = await t.app.inject({ url: '/dev/payments' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(deposit.reference);
    const list = await t.app.inject({ url: '/dev/payments/pending' });
    expect(list.json<{ reference: string }[]>().map((d) => d.reference)).toContain(deposit.reference);

    const pay = await t.app.inject({ method: 'POST', url: `/dev/payments/pay/${deposit.reference}` });
    expect(pay.statusCode).toBe(303);
    expect(decodeURIComponent(pay.headers.location ?? '')).toContain('200: credited');
    expect(await mainBalance(t.db, m.userId)).toBe(30_000n);
  });

  it('posts a bank statement line from its form', async () => {
    const m = await depositMember(t.app, t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev/payments/statement',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `bank_code=KBANK&account_no=${m.bankNo}&amount=250`,
    });
    expect(res.statusCode).toBe(303);
    expect(await mainBalance(t.db, m.userId)).toBe(25_000n);
  });

  it('does not exist in production', async () => {
    const prod = await buildTestApp(t.db, { nodeEnv: 'production', devTools: false });
    expect((await prod.inject({ url: '/dev/payments' })).statusCode).toBe(404);
    expect((await prod.inject({ method: 'POST', url: '/dev/payments/pay/DPX' })).statusCode).toBe(404);
    await prod.close();
  });
});
