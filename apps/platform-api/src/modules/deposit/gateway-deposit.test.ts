import type { Deposit } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { eventId, paid, postWebhook } from '../payment-webhook/testing';
import { depositMember, mainBalance } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Member = Awaited<ReturnType<typeof depositMember>>;

const gateway = (m: Member, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/mb/deposit-gateway', headers: m.headers, payload });

/** CRC-16/CCITT-FALSE, the checksum EMVCo QR payloads end with (tag 63). */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Top-level EMVCo tags: two-digit id, two-digit length, value. */
function emvTags(payload: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (let i = 0; i < payload.length;) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    tags.set(id, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return tags;
}

describe('PromptPay QR deposit', () => {
  it('carries a valid EMVCo PromptPay payload for the amount and a 10 minute expiry', async () => {
    const m = await depositMember(t.app, t.db);
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mb/deposit-promptpay',
      headers: m.headers,
      payload: { deposit_amount: '1250.50' },
    });
    expect(res.statusCode).toBe(201);
    const deposit = res.json<Deposit>();
    const payload = deposit.qr_payload ?? '';
    const tags = emvTags(payload);
    expect(tags.get('00')).toBe('01'); // payload format
    expect(tags.get('29')).toContain('A000000677010111'); // PromptPay application id
    expect(tags.get('53')).toBe('764'); // THB
    expect(tags.get('54')).toBe('1250.50');
    expect(tags.get('58')).toBe('TH');
    expect(tags.get('63')).toBe(crc16(payload.slice(0, -4)));
    const expires = new Date(deposit.expires_at ?? 0).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(10 * 60_000 + 5000);
    expect(deposit.time_left).toBeGreaterThan(590);
  });

  it('counts an expired code as no longer pending', async () => {
    const m = await depositMember(t.app, t.db);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/mb/deposit-promptpay',
      headers: m.headers,
      payload: { deposit_amount: '200' },
    });
    await t.db.query(`UPDATE deposits SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      first.json<Deposit>().id,
    ]);
    const second = await gateway(m, {
      payment_type_code: 'TRUEWALLET',
      deposit_amount: '200',
      phone: '0891234567',
    });
    expect(second.statusCode).toBe(201);
    const history = await t.app.inject({
      url: '/api/mb/deposit-transaction?status=fail',
      headers: m.headers,
    });
    expect(history.json<{ data: Deposit[] }>().data[0]).toMatchObject({
      fail_reason: 'expired',
      time_left: null,
    });
  });
});

describe('phone wallet deposit', () => {
  it('shows the 1.9% fee, asks to contact staff after 5 minutes, and credits amount less fee', async () => {
    const m = await depositMember(t.app, t.db);
    expect(
      (await gateway(m, { payment_type_code: 'TRUEWALLET', deposit_amount: '1000' })).json(),
    ).toMatchObject({
      reason: 'VALIDATION_FAILED',
      errors: [{ field: 'body.phone' }],
    });
    const res = await gateway(m, {
      payment_type_code: 'TRUEWALLET',
      deposit_amount: '1000.50',
      phone: '0891234567',
    });
    const deposit = res.json<Deposit>();
    expect(deposit).toMatchObject({
      status: 'pending',
      phone: '0891234567',
      deposit_amount: '1000.50',
      fee: '19.01', // 1.9% of 1000.50 = 19.0095, half-up to 19.01
      receive_amount: '981.49',
      contact_admin: false,
    });
    await t.db.query(`UPDATE deposits SET created_at = now() - interval '6 minutes' WHERE id = $1`, [
      deposit.id,
    ]);
    const check = await t.app.inject({ url: '/api/mb/check-pending-deposit', headers: m.headers });
    expect(check.json()).toMatchObject({
      has_pending: true,
      deposit: { id: deposit.id, contact_admin: true },
    });

    const pay = await postWebhook(t.app, 'truewallet', paid(deposit.reference, '1000.50'));
    expect(pay.json()).toMatchObject({ outcome: 'credited' });
    expect(await mainBalance(t.db, m.userId)).toBe(98_149n);
  });
});

describe('crypto deposit', () => {
  it('gives a payment address, crypto and receiving amounts, and records the transaction id once paid', async () => {
    const m = await depositMember(t.app, t.db);
    const tokens = await t.app.inject({ url: '/api/mb/currency-crypto', headers: m.headers });
    const trc20 = tokens
      .json<{ data: { id: number; network: string }[] }>()
      .data.find((x) => x.network === 'TRC20');
    expect((await gateway(m, { payment_type_code: 'CRYPTO', deposit_amount: '1000' })).statusCode).toBe(400);
    const res = await gateway(m, {
      payment_type_code: 'CRYPTO',
      deposit_amount: '1000',
      crypto_currency_id: trc20?.id,
    });
    const deposit = res.json<Deposit>();
    expect(deposit.crypto).toMatchObject({
      token: 'USDT',
      network: 'TRC20',
      crypto_amount: '27.397261',
      exchange_rate: '36.50',
      receiving_amount: '1000.00',
      transaction_id: null,
    });
    expect(deposit.crypto?.payment_address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);

    const txId = `0x${'ab'.repeat(32)}`;
    await postWebhook(t.app, 'crypto', paid(deposit.reference, '1000.00', { transaction_id: txId }));
    const history = await t.app.inject({
      url: '/api/mb/deposit-transaction?status=success',
      headers: m.headers,
    });
    expect(history.json<{ data: Deposit[] }>().data[0]?.crypto).toMatchObject({ transaction_id: txId });
    expect(await mainBalance(t.db, m.userId)).toBe(100_000n);
  });
});

describe('auto bank deposit', () => {
  const line = (accountNo: string, amount: string, bank = 'KBANK') => ({
    event_id: eventId(),
    type: 'bank.statement',
    bank_code: bank,
    account_no: accountNo,
    amount,
  });

  it("matches a statement line to the member's registered bank account and credits it", async () => {
    const m = await depositMember(t.app, t.db);
    const res = await postWebhook(t.app, 'autobank', line(m.bankNo, '750'));
    expect(res.json()).toMatchObject({ outcome: 'credited' });
    expect(await mainBalance(t.db, m.userId)).toBe(75_000n);
    const history = await t.app.inject({ url: '/api/mb/deposit-transaction', headers: m.headers });
    expect(history.json<{ data: Deposit[] }>().data[0]).toMatchObject({
      payment_type_code: 'AUTO_BANK',
      status: 'success',
      deposit_amount: '750.00',
    });
  });

  it('settles the announced pending auto-bank deposit, and leaves unknown accounts unmatched', async () => {
    const m = await depositMember(t.app, t.db);
    const announced = (
      await gateway(m, { payment_type_code: 'AUTO_BANK', deposit_amount: '400' })
    ).json<Deposit>();
    expect(announced.bank?.account_no).toBe('9990001112');
    expect((await postWebhook(t.app, 'autobank', line('0000000001', '400'))).json()).toMatchObject({
      outcome: 'unmatched',
    });
    expect((await postWebhook(t.app, 'autobank', line(m.bankNo, '400', 'SCB'))).json()).toMatchObject({
      outcome: 'unmatched',
    });
    expect((await postWebhook(t.app, 'autobank', line(m.bankNo, '400'))).json()).toMatchObject({
      outcome: 'credited',
      reference: announced.reference,
    });
    expect(await mainBalance(t.db, m.userId)).toBe(40_000n);
    // A statement line on another provider's endpoint is refused.
    expect((await postWebhook(t.app, 'promptpay', line(m.bankNo, '400'))).json()).toMatchObject({
      outcome: 'rejected',
    });
  });

  it('credits an unannounced transfer even while another deposit is pending', async () => {
    const m = await depositMember(t.app, t.db);
    await gateway(m, { payment_type_code: 'TRUEWALLET', deposit_amount: '200', phone: '0891234567' });
    expect((await postWebhook(t.app, 'autobank', line(m.bankNo, '150'))).json()).toMatchObject({
      outcome: 'credited',
    });
    expect(await mainBalance(t.db, m.userId)).toBe(15_000n);
  });
});
