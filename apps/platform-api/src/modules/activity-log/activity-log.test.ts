import { activityLogApi } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { readyMember } from '../withdrawal/testing';
import { appendActivity } from '../../stream';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('activity log', () => {
  it('lists spec types newest first with type and date filters, and counts per type', async () => {
    const m = await readyMember(t.app, t.db);
    await appendActivity(t.db, { userId: m.userId, type: 'deposit', detail: { amount: 5n } });
    await appendActivity(t.db, { userId: m.userId, type: 'withdraw', detail: { amount: '1.00' } });
    await appendActivity(t.db, { userId: m.userId, type: 'cashback_transfer', detail: {} });
    await t.db.query(`INSERT INTO activity_logs (user_id, type) VALUES ($1, 'internal_only')`, [m.userId]);
    const get = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `${activityLogApi.activityLogsFind.basePath}${query}`,
        headers: m.headers,
      });

    const all = (await get('')).json<{ total: number; data: { type: string; detail: unknown }[] }>();
    expect(all.data.map((l) => l.type).slice(0, 3)).toEqual(['cashback_transfer', 'withdraw', 'deposit']);
    expect(all.data.map((l) => l.type)).not.toContain('internal_only');
    expect(all.data.find((l) => l.type === 'deposit')?.detail).toEqual({ amount: '5' });

    const filtered = await get('?type[]=deposit&type[]=withdraw&$sort[createdAt]=1');
    expect(filtered.json()).toMatchObject({ total: 2, data: [{ type: 'deposit' }, { type: 'withdraw' }] });
    expect((await get('?end_date=2000-01-01T00:00:00Z')).json()).toMatchObject({ total: 0 });
    expect((await get('?type=nonsense')).statusCode).toBe(400);

    const summary = await t.app.inject({
      method: 'GET',
      url: `${activityLogApi.activityLogsSummaryFind.basePath}?type=deposit`,
      headers: m.headers,
    });
    expect(summary.json()).toEqual({ total_count: 1, by_type: { deposit: 1 } });
  });
});
