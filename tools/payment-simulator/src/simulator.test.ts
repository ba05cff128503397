import { createHmac } from 'node:crypto';
import type { PendingGatewayDeposit } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli';
import { signWebhook } from './sign';

const pending: PendingGatewayDeposit[] = [
  {
    reference: 'DPQR0000000001',
    provider: 'promptpay',
    payment_type_code: 'PROMPTPAY',
    amount: '500.00',
    username: '0812345678',
    expires_at: '2026-11-21T10:10:00.000Z',
    payment_address: null,
    crypto_amount: null,
  },
  {
    reference: 'DPCR0000000002',
    provider: 'crypto',
    payment_type_code: 'CRYPTO',
    amount: '1000.00',
    username: '0812345679',
    expires_at: null,
    payment_address: 'TXYZ',
    crypto_amount: '27.397261',
  },
];

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  raw: string;
}

/** A stand-in for the API: the dev pending list, and a webhook endpoint that records what it got. */
function fakeApi(
  reply: { status: number; body: object } = { status: 200, body: { outcome: 'credited', reference: null } },
) {
  const sent: Sent[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/dev/payments/pending')) return Response.json(pending);
    const raw = String(init?.body);
    sent.push({
      url,
      headers: init?.headers as Record<string, string>,
      body: JSON.parse(raw) as Record<string, unknown>,
      raw,
    });
    return Response.json(reply.body, { status: reply.status });
  }) as typeof fetch;
  return { sent, fetchFn };
}

function run(argv: string[], api = fakeApi(), env: NodeJS.ProcessEnv = {}) {
  const lines: string[] = [];
  return runCli(argv, { out: (l) => lines.push(l), env, fetch: api.fetchFn }).then((code) => ({
    code,
    lines,
    api,
  }));
}

const macOf = (secret: string, header: string, raw: string) => {
  const [, t] = /^t=(\d+),v1=/.exec(header) ?? [];
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex')}`;
};

describe('payment simulator', () => {
  it('signs the raw body with the timestamp using HMAC-SHA256', () => {
    const header = signWebhook('secret-value', '{"a":1}', 1_800_000_000);
    expect(header).toBe(
      `t=1800000000,v1=${createHmac('sha256', 'secret-value').update('1800000000.{"a":1}').digest('hex')}`,
    );
  });

  it('pays a pending deposit through the provider webhook of its method, signed with the shared secret', async () => {
    const { code, lines, api } = await run(['pay', 'DPQR0000000001'], fakeApi(), {
      API_URL: 'http://api.test/',
      PAYMENT_WEBHOOK_SECRET: 'shared-secret-123456',
    });
    expect(code).toBe(0);
    expect(lines).toEqual(['200 credited']);
    const [call] = api.sent;
    expect(call?.url).toBe('http://api.test/webhooks/payments/promptpay');
    expect(call?.body).toMatchObject({
      type: 'payment.succeeded',
      reference: 'DPQR0000000001',
      amount: '500.00',
    });
    expect(call?.body['event_id']).toMatch(/^sim-[0-9a-f]{16}$/);
    const header = call?.headers['x-payment-signature'] ?? '';
    expect(header).toBe(macOf('shared-secret-123456', header, call?.raw ?? ''));
  });

  it('adds a transaction id to crypto payments and honours --amount and --event-id', async () => {
    const { api } = await run(['pay', 'DPCR0000000002', '--amount', '999.00', '--event-id', 'evt-1']);
    expect(api.sent[0]?.url).toBe('http://localhost:3000/webhooks/payments/crypto');
    expect(api.sent[0]?.body).toMatchObject({ event_id: 'evt-1', amount: '999.00' });
    expect(api.sent[0]?.body['transaction_id']).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('pays without the dev-only lookup when provider and amount are given', async () => {
    const { code, api } = await run(['pay', 'DPTW9', '--provider', 'truewallet', '--amount', '300.00']);
    expect(code).toBe(0);
    expect(api.sent[0]?.url).toBe('http://localhost:3000/webhooks/payments/truewallet');
    expect(api.sent[0]?.body).toMatchObject({ reference: 'DPTW9', amount: '300.00' });
    await expect(run(['pay', 'DPTW9', '--provider', 'paypal', '--amount', '1'])).rejects.toThrow();
  });

  it('posts a bank statement line to the auto-bank webhook', async () => {
    const api = fakeApi({ status: 200, body: { outcome: 'credited', reference: 'DPAB1' } });
    const { code, lines } = await run(
      ['statement', '--bank', 'KBANK', '--account', '1234567890', '--amount', '500'],
      api,
    );
    expect(code).toBe(0);
    expect(lines).toEqual(['200 credited DPAB1']);
    expect(api.sent[0]?.url).toBe('http://localhost:3000/webhooks/payments/autobank');
    expect(api.sent[0]?.body).toMatchObject({
      type: 'bank.statement',
      bank_code: 'KBANK',
      account_no: '1234567890',
      amount: '500',
    });
  });

  it('lists pending deposits, reports refusals with exit code 1, and prints usage for bad input', async () => {
    const listed = await run(['list']);
    expect(listed.lines).toHaveLength(2);
    expect(listed.lines[1]).toContain('27.397261 to TXYZ');
    const expired = fakeApi({ status: 409, body: { message: 'The QR Code is expired, try again' } });
    const refused = await run(['pay', 'DPQR0000000001'], expired);
    expect(refused).toMatchObject({ code: 1, lines: ['409 The QR Code is expired, try again'] });
    await expect(run(['pay', 'DPUNKNOWN'])).rejects.toThrow('No pending gateway deposit DPUNKNOWN');
    const usage = await run(['statement', '--bank', 'KBANK']);
    expect(usage.code).toBe(2);
    expect(usage.lines[0]).toContain('Payment simulator');
  });
});
