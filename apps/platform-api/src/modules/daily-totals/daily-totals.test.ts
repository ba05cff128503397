import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { registerMember } from '../../test/members';
import { dailyTotalsOf } from './read';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An event at a chosen instant (the stream itself stamps events with their transaction's time). */
const eventAt = (userId: number, at: string, type: string, subType: string | null, amount: bigint) =>
  t.db.query(
    `INSERT INTO activity_logs (user_id, type, sub_type, amount, currency_id, detail, created_at)
     VALUES ($1, $2, $3, $4, 1, '{}', $5)`,
    [userId, type, subType, amount, at],
  );

it("sums each member's stakes, wins, deposits and paid withdrawals per Bangkok business day", async () => {
  const { user } = await registerMember(t.app);
  // 23:59:59 and 00:00:00 in Bangkok (UTC+7), either side of midnight.
  await eventAt(user.id, '2026-03-10T16:59:59Z', 'deposit', null, 100_000n);
  await eventAt(user.id, '2026-03-10T16:59:59Z', 'game', 'bet', 5_000n);
  await eventAt(user.id, '2026-03-10T16:59:59Z', 'game', 'result', 2_000n);
  await eventAt(user.id, '2026-03-10T17:00:00Z', 'game', 'bet', 3_000n);
  await eventAt(user.id, '2026-03-10T17:00:00Z', 'game', 'bet', 1_000n);
  await eventAt(user.id, '2026-03-10T17:00:01Z', 'game', 'refund', 1_000n);
  await eventAt(user.id, '2026-03-10T17:00:02Z', 'game', 'result', 9_000n);
  await eventAt(user.id, '2026-03-10T17:00:03Z', 'game', 'cancel', 9_000n);
  await eventAt(user.id, '2026-03-10T18:00:00Z', 'withdraw', 'pending', 20_000n);
  await eventAt(user.id, '2026-03-10T19:00:00Z', 'withdraw', 'success', 20_000n);
  // On PostgreSQL other test files' open transactions may hold the visible end of the stream back for a
  // moment, so one catch-up can stop short of the events just written: try again until they are in.
  await expect
    .poll(
      async () => {
        await t.app.stream.catchUp(['daily-totals']);
        return dailyTotalsOf(t.db, user.id, { from: '2026-03-01', to: '2026-03-31' });
      },
      { timeout: 5_000, interval: 50 },
    )
    .toEqual([
      {
        businessDay: '2026-03-10',
        currencyId: 1,
        betTotal: 5_000n,
        winTotal: 2_000n,
        betCount: 1,
        depositTotal: 100_000n,
        depositCount: 1,
        withdrawalTotal: 0n,
      },
      {
        businessDay: '2026-03-11',
        currencyId: 1,
        betTotal: 3_000n,
        winTotal: 0n,
        betCount: 1,
        depositTotal: 0n,
        depositCount: 0,
        withdrawalTotal: 20_000n,
      },
    ]);
});
