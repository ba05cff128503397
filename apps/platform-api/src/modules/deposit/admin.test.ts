import type { Deposit, WsMessage } from '@casino/contracts';
import { adminPath, depositAdminApi } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { depositMember, IMAGES, mainBalance, testUploadDir, uploadSlip } from './testing';

let t: TestApp;
const staff = { authorization: `Basic ${Buffer.from('cashier:cashier-password-1').toString('base64')}` };

beforeAll(async () => {
  t = await createTestApp({
    uploadDir: testUploadDir(),
    adminSeed: { username: 'cashier', password: 'cashier-password-1' },
  });
});
afterAll(async () => t.close());

async function pendingSlipDeposit() {
  const m = await depositMember(t.app, t.db);
  const upload = await uploadSlip(t.app, m.headers, IMAGES.jpeg);
  const accounts = await t.app.inject({ url: '/api/mb/payment-bank-information', headers: m.headers });
  const kbank = accounts
    .json<{ data: { id: number; bank_code: string }[] }>()
    .data.find((a) => a.bank_code === 'KBANK');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/mb/deposit-transaction',
    headers: m.headers,
    payload: {
      payment_bank_information_id: kbank?.id,
      deposit_amount: '1000',
      slip_image_url: upload.json<{ url: string }>().url,
    },
  });
  return { m, deposit: res.json<Deposit>() };
}

const approve = (id: number, reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: adminPath(depositAdminApi.depositApprove, { id }),
    headers: staff,
    payload: reason ? { reason } : {},
  });

describe('staff deposit decisions', () => {
  it('lists pending deposits, shows the slip, approves once with an audit entry and a live DEPOSIT event', async () => {
    const { m, deposit } = await pendingSlipDeposit();
    const list = await t.app.inject({ url: '/admin/deposits?payment_type_code=BANK', headers: staff });
    expect(list.json<{ data: { id: number; username: string }[] }>().data.map((d) => d.id)).toContain(
      deposit.id,
    );

    const slip = await t.app.inject({ url: `/admin/deposits/${deposit.id}/slip`, headers: staff });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('image/jpeg');
    expect(slip.headers['x-content-type-options']).toBe('nosniff');
    expect(
      (await t.app.inject({ url: `/admin/deposits/${deposit.id}/slip`, headers: m.headers })).statusCode,
    ).toBe(401);

    const seen: WsMessage[] = [];
    const off = await t.app.events.subscribe(m.userId, (msg) => seen.push(msg));
    const res = await approve(deposit.id, 'slip matches statement');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', reviewed_by: 'cashier', receive_amount: '995.00' });
    expect(await mainBalance(t.db, m.userId)).toBe(99_500n);
    // The credit wrote the member a memo in the same transaction, announced after the deposit itself.
    expect(seen).toMatchObject([
      { topic_name: 'DEPOSIT', data: { success: true, amount: '995.00' } },
      { topic_name: 'PERSONAL_MESSAGE' },
    ]);
    await off();

    const again = await approve(deposit.id);
    expect(again.statusCode).toBe(409);
    expect(await mainBalance(t.db, m.userId)).toBe(99_500n);
    const audit = await t.db.query<{ action: string; reason: string | null }>(
      `SELECT action, reason FROM admin_audit WHERE target_type = 'deposit' AND target_id = $1`,
      [String(deposit.id)],
    );
    expect(audit.rows).toEqual([{ action: 'deposit.approve', reason: 'slip matches statement' }]);
  });

  it('rejects with a reason, crediting nothing, and tells the member', async () => {
    const { m, deposit } = await pendingSlipDeposit();
    const missingReason = await t.app.inject({
      method: 'POST',
      url: adminPath(depositAdminApi.depositReject, { id: deposit.id }),
      headers: staff,
      payload: {},
    });
    expect(missingReason.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: adminPath(depositAdminApi.depositReject, { id: deposit.id }),
      headers: staff,
      payload: { reason: 'no such transfer on the statement' },
    });
    expect(res.json()).toMatchObject({ status: 'fail', fail_reason: 'no such transfer on the statement' });
    expect(await mainBalance(t.db, m.userId)).toBe(0n);
    const history = await t.app.inject({
      url: '/api/mb/deposit-transaction?status=fail',
      headers: m.headers,
    });
    expect(history.json<{ total: number }>().total).toBe(1);
  });

  it('refuses members and anonymous callers, and answers 404 for an unknown deposit', async () => {
    const { m, deposit } = await pendingSlipDeposit();
    const asMember = await t.app.inject({
      method: 'POST',
      url: adminPath(depositAdminApi.depositApprove, { id: deposit.id }),
      headers: m.headers,
      payload: {},
    });
    expect(asMember.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/admin/deposits' })).statusCode).toBe(401);
    expect((await approve(999_999)).statusCode).toBe(404);
    expect(await mainBalance(t.db, m.userId)).toBe(0n);
  });
});
