import type { Deposit } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { eventId, postWebhook } from '../payment-webhook/testing';
import { depositMember } from './testing';

let t: TestApp;
let m: Awaited<ReturnType<typeof depositMember>>;

beforeAll(async () => {
  t = await createTestApp();
  m = await depositMember(t.app, t.db);
  // Three credited auto-bank deposits and one failed QR, spread over three days.
  for (const amount of ['100', '200', '300']) {
    await postWebhook(t.app, 'autobank', {
      event_id: eventId(),
      type: 'bank.statement',
      bank_code: 'KBANK',
      account_no: m.bankNo,
      amount,
    });
  }
  const qr = await t.app.inject({
    method: 'POST',
    url: '/api/mb/deposit-promptpay',
    headers: m.headers,
    payload: { deposit_amount: '400' },
  });
  await t.db.query(`UPDATE deposits SET status = 'fail', fail_reason = 'expired' WHERE id = $1`, [
    qr.json<Deposit>().id,
  ]);
  await t.db.query(
    `UPDATE deposits SET created_at = CASE amount WHEN 10000 THEN timestamptz '2026-01-01T10:00:00Z'
       WHEN 20000 THEN timestamptz '2026-01-02T10:00:00Z' ELSE timestamptz '2026-01-03T10:00:00Z' END
     WHERE user_id = $1`,
    [m.userId],
  );
});
afterAll(async () => t.close());

const history = async (query: string) => {
  const res = await t.app.inject({ url: `/api/mb/deposit-transaction?${query}`, headers: m.headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ total: number; data: Deposit[] }>();
};

describe('deposit history', () => {
  it('lists newest first with pagination', async () => {
    const all = await history('');
    expect(all.total).toBe(4);
    expect(all.data.map((d) => d.deposit_amount)).toEqual(['400.00', '300.00', '200.00', '100.00']);
    const page = await history('$limit=2&$skip=1');
    expect(page).toMatchObject({ total: 4, limit: 2, skip: 1 });
    expect(page.data.map((d) => d.deposit_amount)).toEqual(['300.00', '200.00']);
    const ascending = await history('$sort[deposit_amount]=1');
    expect(ascending.data.map((d) => d.deposit_amount)).toEqual(['100.00', '200.00', '300.00', '400.00']);
  });

  it('filters by status and by a range of instants [start_date, end_date)', async () => {
    expect((await history('status=fail')).data.map((d) => d.deposit_amount)).toEqual(['400.00']);
    expect((await history('status=success')).total).toBe(3);
    expect((await history('status=pending')).total).toBe(0);
    const range = await history('start_date=2026-01-02T00:00:00Z&end_date=2026-01-03T00:00:00Z');
    expect(range.data.map((d) => d.deposit_amount)).toEqual(['200.00']);
    expect((await history('start_date=2026-01-02T00:00:00Z')).total).toBe(3);
    // The end is exclusive: a deposit made at exactly end_date is the next range's.
    expect((await history('end_date=2026-01-02T10:00:00Z')).total).toBe(1);
    // An offset is honoured: 17:00 in Bangkok on the 2nd is 10:00 UTC, the 200 deposit's instant.
    expect((await history('start_date=2026-01-02T17:00:00%2B07:00')).data.at(-1)?.deposit_amount).toBe(
      '200.00',
    );
  });

  it('refuses an unknown status or filter', async () => {
    const res = await t.app.inject({ url: '/api/mb/deposit-transaction?status=done', headers: m.headers });
    expect(res.statusCode).toBe(400);
    const unknown = await t.app.inject({ url: '/api/mb/deposit-transaction?user_id=1', headers: m.headers });
    expect(unknown.json()).toMatchObject({ errors: [{ field: 'query.user_id' }] });
  });

  it('summarises counts and amounts over the same filters', async () => {
    const res = await t.app.inject({ url: '/api/mb/deposit-transaction-summary', headers: m.headers });
    expect(res.json()).toEqual({
      total_count: 4,
      pending_count: 0,
      success_count: 3,
      fail_count: 1,
      success_amount: '600.00',
      received_amount: '600.00',
    });
    const ranged = await t.app.inject({
      url: '/api/mb/deposit-transaction-summary?end_date=2026-01-02T00:00:00Z',
      headers: m.headers,
    });
    expect(ranged.json()).toMatchObject({ total_count: 1, success_amount: '100.00' });
  });

  it('shows a member only their own deposits', async () => {
    const other = await depositMember(t.app, t.db);
    const res = await t.app.inject({ url: '/api/mb/deposit-transaction', headers: other.headers });
    expect(res.json()).toMatchObject({ total: 0, data: [] });
  });
});
