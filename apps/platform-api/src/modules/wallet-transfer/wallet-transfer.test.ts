import { walletTransferApi } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../ledger';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { fund, readyMember } from '../withdrawal/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const move = (headers: Record<string, string>, source: 'cashback' | 'rebate' | 'affiliate', amount: string) =>
  t.app.inject({ method: 'POST', url: `/api/mb/${source}-transfer`, headers, payload: { amount } });

describe('transfers into the main wallet', () => {
  it('moves cashback, rebate and affiliate balances into main and logs each', async () => {
    const m = await readyMember(t.app, t.db);
    await fund(t.db, m.userId, 5_000n, 'cashback');
    await fund(t.db, m.userId, 3_000n, 'rebate');
    await fund(t.db, m.userId, 1_000n, 'affiliate');
    const res = await move(m.headers, 'cashback', '20.50');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      source: 'cashback',
      amount: '20.50',
      balance: '20.50',
      source_balance: '29.50',
    });
    expect((await move(m.headers, 'rebate', '30')).json()).toMatchObject({
      balance: '50.50',
      source_balance: '0.00',
    });
    expect((await move(m.headers, 'affiliate', '10')).statusCode).toBe(201);
    expect(await balanceOf(t.db, { userId: m.userId, kind: 'main' })).toBe(6_050n);
    const logs = await t.db.query<{ type: string }>(
      'SELECT type FROM activity_logs WHERE user_id = $1 ORDER BY id',
      [m.userId],
    );
    expect(logs.rows.map((r) => r.type).filter((type) => type.endsWith('_transfer'))).toEqual([
      'cashback_transfer',
      'rebate_transfer',
      'affiliate_transfer',
    ]);
  });

  it('refuses amounts above the balance or below the minimum', async () => {
    const m = await readyMember(t.app, t.db);
    await fund(t.db, m.userId, 1_000n, 'cashback');
    expect((await move(m.headers, 'cashback', '10.01')).json()).toMatchObject({
      code: 422,
      reason: 'INSUFFICIENT_FUNDS',
    });
    expect((await move(m.headers, 'cashback', '0.50')).json()).toMatchObject({
      code: 400,
      message: 'The minimum transfer amount is 1.00',
    });
    await t.db.query(
      `INSERT INTO settings (key, value) VALUES ('wallet_transfer_config', '{"THB": {"min_amount": "5"}}')
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
    try {
      expect((await move(m.headers, 'cashback', '4.99')).statusCode).toBe(400);
      const minimum = await t.app.inject({
        method: 'GET',
        url: walletTransferApi.minimumTransferFind.basePath,
        headers: m.headers,
      });
      expect(minimum.json()).toMatchObject({ min_amount: '5.00', cashback: '10.00', rebate: '0.00' });
    } finally {
      await t.db.query(`DELETE FROM settings WHERE key = 'wallet_transfer_config'`);
    }
    expect(await balanceOf(t.db, { userId: m.userId, kind: 'cashback' })).toBe(1_000n);
  });

  it('lists the transfer history with a source filter and sums per source', async () => {
    const m = await readyMember(t.app, t.db);
    await fund(t.db, m.userId, 10_000n, 'cashback');
    await fund(t.db, m.userId, 10_000n, 'rebate');
    await move(m.headers, 'cashback', '10');
    await move(m.headers, 'cashback', '15');
    await move(m.headers, 'rebate', '7');
    const list = await t.app.inject({
      method: 'GET',
      url: `${walletTransferApi.transferHistoryFind.basePath}?source=cashback&$limit=1`,
      headers: m.headers,
    });
    expect(list.json()).toMatchObject({
      total: 2,
      limit: 1,
      data: [{ amount: '15.00', source: 'cashback' }],
    });
    const summary = await t.app.inject({
      method: 'GET',
      url: `${walletTransferApi.transferHistorySummaryFind.basePath}?end_date=2999-12-31T00:00:00Z`,
      headers: m.headers,
    });
    expect(summary.json()).toEqual({
      total_count: 3,
      cashback_amount: '25.00',
      rebate_amount: '7.00',
      affiliate_amount: '0.00',
      total_amount: '32.00',
    });
  });
});
