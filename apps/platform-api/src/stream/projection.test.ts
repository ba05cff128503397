import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/types';
import type { TestApp } from '../test/harness';
import { createTestApp } from '../test/harness';
import { registerMember } from '../test/members';
import { appendActivity } from './append';
import { applyNextBatch, catchUpProjection } from './projection';
import type { Projection } from './types';
import { createSeenTable, recorder, seenBy } from './testing';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await registerMember(t.app)).user.id;
  await createSeenTable(t.db);
});
afterAll(() => t.close());

const deposit = (amount: bigint, db: Queryable = t.db) =>
  appendActivity(db, { userId, type: 'deposit', amount, currencyId: 1, detail: {} });

beforeEach(async () => {
  await t.db.query('DELETE FROM seen');
});

/**
 * Catches the projection up until the last events it saw are `expected` (a second of tries at most). On
 * PostgreSQL other test files' open transactions may hold the visible end of the stream back for a
 * moment, so one catch-up can stop short of events just written; an event applied twice never matches.
 */
async function seenAfterCatchUp(projection: Projection, expected: bigint[]) {
  for (let attempt = 0; attempt < 20; attempt++) {
    await catchUpProjection(t.db, projection);
    const seen = await seenBy(t.db, projection);
    if (seen.slice(-expected.length).join() === expected.join()) return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return seenBy(t.db, projection);
}

describe('projections of the activity stream', () => {
  it('apply each event of their types once, in order, and remember where they stopped', async () => {
    const projection = recorder();
    await deposit(101n);
    await appendActivity(t.db, { userId, type: 'login', detail: {} });
    await deposit(102n);
    const first = await seenAfterCatchUp(projection, [101n, 102n]);
    expect(first.slice(-2)).toEqual([101n, 102n]);

    await catchUpProjection(t.db, projection);
    expect(await seenBy(t.db, projection)).toEqual(first);

    await deposit(103n);
    expect((await seenAfterCatchUp(projection, [101n, 102n, 103n])).slice(-3)).toEqual([101n, 102n, 103n]);
  });

  it('read in batches and step over the events of other types', async () => {
    const projection = recorder({ startAt: 'end' });
    await catchUpProjection(t.db, projection);
    for (const amount of [1n, 2n, 3n, 4n, 5n]) {
      await deposit(amount);
      await appendActivity(t.db, { userId, type: 'login', detail: {} });
    }
    // On PostgreSQL other test files' open transactions may hold the visible end back for a moment, so
    // batches can come shorter: read until all five arrived, never more than two at a time.
    const outcomes: number[] = [];
    while (outcomes.reduce((sum, applied) => sum + applied, 0) < 5) {
      outcomes.push((await applyNextBatch(t.db, projection, { batchSize: 2 })).applied);
    }
    expect(Math.max(...outcomes)).toBeLessThanOrEqual(2);
    expect(await seenBy(t.db, projection)).toEqual([1n, 2n, 3n, 4n, 5n]);
  });

  it('start after the existing events when asked to', async () => {
    await deposit(7n);
    // "The end" is the end of what is visible: wait until 7 is (see seenAfterCatchUp).
    const witness = recorder({ startAt: 'beginning' });
    expect((await seenAfterCatchUp(witness, [7n])).at(-1)).toBe(7n);
    const projection = recorder({ startAt: 'end' });
    await catchUpProjection(t.db, projection);
    await deposit(8n);
    await catchUpProjection(t.db, projection);
    expect(await seenBy(t.db, projection)).toEqual([8n]);
  });

  it('keep their offset before a batch that fails, then apply the rest once', async () => {
    const failing = recorder({ startAt: 'end', failOn: 21n });
    await catchUpProjection(t.db, failing);
    await deposit(20n);
    await deposit(21n);
    await expect(catchUpProjection(t.db, failing)).rejects.toThrow('boom');
    // The failing batch left nothing behind; an earlier batch (when other transactions split the
    // stream's visible part) may have applied 20 already.
    expect(await seenBy(t.db, failing)).not.toContain(21n);

    const fixed = recorder({ name: failing.name, startAt: 'end' });
    await catchUpProjection(t.db, fixed);
    expect(await seenBy(t.db, fixed)).toEqual([20n, 21n]);
  });

  it('apply each event once when several workers run at the same time', async () => {
    const projection = recorder({ startAt: 'end' });
    await catchUpProjection(t.db, projection);
    for (let i = 1n; i <= 30n; i += 1n) await deposit(i);
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (;;) {
          const outcome = await applyNextBatch(t.db, projection, { batchSize: 3, wait: false });
          if (!outcome.moved && outcome.applied === 0) {
            // Locked elsewhere or at the end: wait for the others, then finish what is left.
            await catchUpProjection(t.db, projection);
            return;
          }
        }
      }),
    );
    const seen = await seenBy(t.db, projection);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
  });

  it('order the stream by transaction id as a number: 9 comes before 10, and nothing is read twice', async () => {
    // Transaction ids from the past with one digit more: ordered as text, '10' would come before '9' and
    // the stream's end would seem to lie before events already applied.
    for (const [txId, amount] of [
      [9, 900n],
      [10, 1000n],
      [99, 9900n],
      [100, 10_000n],
    ] as const) {
      await t.db.query(
        `INSERT INTO activity_logs (user_id, type, amount, currency_id, tx_id) VALUES ($1, 'deposit', $2, 1, $3::xid8)`,
        [userId, amount, String(txId)],
      );
    }
    const projection = recorder();
    for (const batchSize of [1, 2, 500]) await catchUpProjection(t.db, projection, batchSize);
    const seen = await seenBy(t.db, projection);
    expect(seen.filter((amount) => [900n, 1000n, 9900n, 10_000n].includes(amount))).toEqual([
      900n,
      1000n,
      9900n,
      10_000n,
    ]);
  });
});

describe('afterCommit', () => {
  it('receives the events of a committed batch, and nothing of a batch rolled back', async () => {
    const told: bigint[][] = [];
    const afterCommit = async (events: readonly { amount: bigint | null }[]) => {
      told.push(events.map((event) => event.amount ?? 0n));
    };
    const failing = recorder({ failOn: 902n, afterCommit });
    await deposit(901n);
    await deposit(902n);
    await expect(catchUpProjection(t.db, failing)).rejects.toThrow('boom');
    expect(told).toEqual([]);

    const working = recorder({ afterCommit });
    await deposit(903n);
    const seen = await seenAfterCatchUp(working, [901n, 902n, 903n]);
    expect(seen.slice(-3)).toEqual([901n, 902n, 903n]);
    expect(told.flat().slice(-3)).toEqual([901n, 902n, 903n]);
  });
});
