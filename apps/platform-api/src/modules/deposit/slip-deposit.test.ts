import type { Deposit, PaymentBankInformation, PaymentType } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { registerMember } from '../../test/members';
import { creditDeposit, failDeposit } from './settle';
import { depositMember, mainBalance, testUploadDir, uploadSlip } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ uploadDir: testUploadDir() });
});
afterAll(async () => t.close());

type Member = Awaited<ReturnType<typeof depositMember>>;

async function receivingAccount(m: Member, which: 'own-limits' | 'type-limits') {
  const types = (await t.app.inject({ url: '/api/mb/payment-type', headers: m.headers })).json<{
    data: PaymentType[];
  }>();
  const bank = types.data.find((p) => p.payment_type_code === 'BANK');
  const res = await t.app.inject({
    url: `/api/mb/payment-bank-information?payment_type_id=${bank?.id}`,
    headers: m.headers,
  });
  const accounts = res.json<{ data: PaymentBankInformation[] }>().data;
  const found = accounts.find((a) =>
    which === 'own-limits' ? a.bank_code === 'SCB' : a.bank_code === 'KBANK',
  );
  if (!found) throw new Error('seeded receiving account missing');
  return found;
}

async function slipDeposit(m: Member, body: Record<string, unknown>) {
  const upload = await uploadSlip(t.app, m.headers);
  const account = await receivingAccount(m, 'type-limits');
  return t.app.inject({
    method: 'POST',
    url: '/api/mb/deposit-transaction',
    headers: m.headers,
    payload: {
      payment_bank_information_id: account.id,
      deposit_amount: '500',
      note: 'from my KBANK',
      slip_image_url: upload.json<{ url: string }>().url,
      ...body,
    },
  });
}

describe('deposit catalogue', () => {
  it('lists the five methods in the member currency with limits, fee and service charge', async () => {
    const m = await depositMember(t.app, t.db);
    const res = await t.app.inject({ url: '/api/mb/payment-type', headers: m.headers });
    expect(res.statusCode).toBe(200);
    const types = res.json<{ data: PaymentType[] }>().data;
    expect(types.map((p) => p.payment_type_code)).toEqual([
      'BANK',
      'PROMPTPAY',
      'TRUEWALLET',
      'CRYPTO',
      'AUTO_BANK',
    ]);
    const bank = types.find((p) => p.payment_type_code === 'BANK');
    expect(bank?.payment_type_currency_limits).toMatchObject({
      min_deposit: '100.00',
      service_charge: '5.00',
    });
    expect(
      types.find((p) => p.payment_type_code === 'TRUEWALLET')?.payment_type_currency_limits.fee_percent,
    ).toBe('1.9');
  });

  it('gives a receiving account its own limits when set, else the payment type limits', async () => {
    const m = await depositMember(t.app, t.db);
    expect(await receivingAccount(m, 'own-limits')).toMatchObject({
      min_deposit: '500.00',
      max_deposit: '20000.00',
    });
    expect(await receivingAccount(m, 'type-limits')).toMatchObject({
      min_deposit: '100.00',
      max_deposit: '100000.00',
    });
  });

  it('lists crypto tokens with exchange rates and quotes a fee before confirming', async () => {
    const m = await depositMember(t.app, t.db);
    const tokens = (await t.app.inject({ url: '/api/mb/currency-crypto', headers: m.headers })).json<{
      data: { token: string; network: string; exchange_rate: string }[];
    }>().data;
    expect(tokens.map((x) => `${x.token}/${x.network}@${x.exchange_rate}`)).toEqual([
      'USDT/TRC20@36.50',
      'USDT/ERC20@36.50',
      'BTC/BTC@3450000.00',
    ]);
    const types = (await t.app.inject({ url: '/api/mb/payment-type', headers: m.headers })).json<{
      data: PaymentType[];
    }>();
    const wallet = types.data.find((p) => p.payment_type_code === 'TRUEWALLET');
    const quote = await t.app.inject({
      url: `/api/mb/minimum-transaction?payment_type_id=${wallet?.id}&amount=100.50`,
      headers: m.headers,
    });
    expect(quote.json()).toEqual({
      deposit_amount: '100.50',
      fee: '1.91',
      receive_amount: '98.59',
      rounding: 'half-up',
    });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/mb/payment-type' })).statusCode).toBe(401);
  });
});

describe('bank transfer with slip', () => {
  it('stays pending with the 5 baht service charge shown, and is credited once staff approve', async () => {
    const m = await depositMember(t.app, t.db);
    const res = await slipDeposit(m, { promotion_information_id: 3 });
    expect(res.statusCode).toBe(201);
    const deposit = res.json<Deposit>();
    expect(deposit).toMatchObject({
      status: 'pending',
      payment_type_code: 'BANK',
      deposit_amount: '500.00',
      fee: '5.00',
      receive_amount: '495.00',
      note: 'from my KBANK',
      promotion_information_id: 3,
    });
    expect(deposit.slip_image_url).toMatch(/^\/api\/mb\/upload-slip\/[0-9a-f]{32}$/);
    expect(await mainBalance(t.db, m.userId)).toBe(0n);

    const pending = await t.app.inject({ url: '/api/mb/check-pending-deposit', headers: m.headers });
    expect(pending.json()).toMatchObject({ has_pending: true, deposit: { id: deposit.id } });

    await t.db.transaction((tx) => creditDeposit(tx, BigInt(deposit.id), { reviewedBy: 'staff' }));
    expect(await mainBalance(t.db, m.userId)).toBe(49_500n);
    // The turnover requirement is a projection of the activity stream.
    await t.app.stream.catchUp();
    const user = await t.db.query<{ turn_deposit_target: bigint }>(
      'SELECT turn_deposit_target FROM users WHERE id = $1',
      [m.userId],
    );
    expect(user.rows[0]?.turn_deposit_target).toBe(49_500n);
    const logs = await t.db.query<{ detail: { reference: string } }>(
      `SELECT detail FROM activity_logs WHERE user_id = $1 AND type = 'deposit'`,
      [m.userId],
    );
    expect(logs.rows.map((r) => r.detail.reference)).toEqual([deposit.reference]);
    const fees = await t.db.query<{ balance: bigint }>(
      `SELECT balance FROM accounts WHERE user_id IS NULL AND kind = 'fees' AND currency_id = 1`,
    );
    expect(fees.rows[0]?.balance).toBeGreaterThanOrEqual(500n);

    // A second approval changes nothing.
    const again = await t.db.transaction((tx) => creditDeposit(tx, BigInt(deposit.id)));
    expect(again.outcome).toBe('already_final');
    expect(await mainBalance(t.db, m.userId)).toBe(49_500n);
    const after = await t.app.inject({ url: '/api/mb/check-pending-deposit', headers: m.headers });
    expect(after.json()).toEqual({ has_pending: false, deposit: null });
  });

  it('allows one pending deposit at a time, also for concurrent requests', async () => {
    const m = await depositMember(t.app, t.db);
    const uploads = await Promise.all([1, 2, 3, 4].map(() => uploadSlip(t.app, m.headers)));
    const account = await receivingAccount(m, 'type-limits');
    const results = await Promise.all(
      uploads.map((u) =>
        t.app.inject({
          method: 'POST',
          url: '/api/mb/deposit-transaction',
          headers: m.headers,
          payload: {
            payment_bank_information_id: account.id,
            deposit_amount: '300',
            slip_image_url: u.json<{ url: string }>().url,
          },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      reason: 'DEPOSIT_PENDING',
      message: 'Cannot proceed the transaction due to an unsuccessful deposit of the user',
    });
  });

  it('frees the member for a new deposit once staff reject the pending one, crediting nothing', async () => {
    const m = await depositMember(t.app, t.db);
    const first = (await slipDeposit(m, {})).json<Deposit>();
    const rejected = await t.db.transaction((tx) =>
      failDeposit(tx, BigInt(first.id), 'slip unreadable', 'staff'),
    );
    expect(rejected.event?.message).toMatchObject({ topic_name: 'DEPOSIT', data: { success: false } });
    expect(await mainBalance(t.db, m.userId)).toBe(0n);
    expect((await slipDeposit(m, {})).statusCode).toBe(201);
  });

  it('checks the amount against the account limits and the payment type limits', async () => {
    const m = await depositMember(t.app, t.db);
    const below = await slipDeposit(m, { deposit_amount: '99.99' });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({
      reason: 'AMOUNT_OUT_OF_RANGE',
      errors: [{ field: 'body.deposit_amount' }],
    });
    expect((await slipDeposit(m, { deposit_amount: '100000.01' })).json()).toMatchObject({
      reason: 'AMOUNT_OUT_OF_RANGE',
    });
    expect((await slipDeposit(m, { deposit_amount: '10.001' })).json()).toMatchObject({
      reason: 'VALIDATION_FAILED',
    });
    const own = await receivingAccount(m, 'own-limits');
    const upload = await uploadSlip(t.app, m.headers);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mb/deposit-transaction',
      headers: m.headers,
      payload: {
        payment_bank_information_id: own.id,
        deposit_amount: '200',
        slip_image_url: upload.json<{ url: string }>().url,
      },
    });
    expect(res.json()).toMatchObject({
      reason: 'AMOUNT_OUT_OF_RANGE',
      message: 'The amount must be at least 500.00',
    });
  });

  it("refuses another member's slip and an incomplete profile", async () => {
    const a = await depositMember(t.app, t.db);
    const b = await depositMember(t.app, t.db);
    const upload = await uploadSlip(t.app, a.headers);
    const account = await receivingAccount(b, 'type-limits');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mb/deposit-transaction',
      headers: b.headers,
      payload: {
        payment_bank_information_id: account.id,
        deposit_amount: '300',
        slip_image_url: upload.json<{ url: string }>().url,
      },
    });
    expect(res.json()).toMatchObject({
      reason: 'VALIDATION_FAILED',
      errors: [{ field: 'body.slip_image_url' }],
    });

    const { body } = await registerMember(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/pbgapi/pb/authentication',
      payload: { strategy: 'local', username: body.username, password: body.password },
    });
    const headers = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
    const incomplete = await t.app.inject({
      method: 'POST',
      url: '/api/mb/deposit-promptpay',
      headers,
      payload: { deposit_amount: '300' },
    });
    expect(incomplete.json()).toMatchObject({ reason: 'PROFILE_INCOMPLETE' });
  });
});
