import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Queryable } from '../db/types';
import type { TestApp } from '../test/harness';
import { createTestApp } from '../test/harness';
import { registerMember } from '../test/members';
import { appendActivity } from './append';
import { catchUpProjection } from './projection';
import { createProjectionWorker } from './worker';
import { createSeenTable, recorder, seenBy } from './testing';

// Only PostgreSQL runs transactions side by side (PGlite runs them one after another).
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

it('waits for an event that a slower transaction commits after a newer one', async () => {
  const projection = recorder({ startAt: 'end' });
  await catchUpProjection(t.db, projection);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let written!: () => void;
  const slowWrote = new Promise<void>((resolve) => (written = resolve));
  // The slow transaction writes first (the smaller id) but commits last.
  const slow = t.db.transaction(async (tx) => {
    await deposit(31n, tx);
    written();
    await held;
  });
  await slowWrote;
  await deposit(32n);
  await catchUpProjection(t.db, projection);
  expect(await seenBy(t.db, projection)).toEqual([]);

  release();
  await slow;
  await catchUpProjection(t.db, projection);
  expect(await seenBy(t.db, projection)).toEqual([31n, 32n]);
});

it('catchUpCommitted waits for a transaction in flight at the call, and applies what it wrote', async () => {
  const worker = createProjectionWorker(t.db);
  const projection = recorder({ startAt: 'end' });
  worker.register(projection);
  await worker.catchUp([projection.name]);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let written!: () => void;
  const slowWrote = new Promise<void>((resolve) => (written = resolve));
  const slow = t.db.transaction(async (tx) => {
    await deposit(41n, tx);
    written();
    await held;
  });
  await slowWrote;
  await deposit(42n);

  // A daily job's catch-up: it must not compute the day without the slow transaction's event.
  const caughtUp = worker.catchUpCommitted([projection.name]);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await seenBy(t.db, projection)).toEqual([]);
  release();
  await slow;
  await caughtUp;
  expect(await seenBy(t.db, projection)).toEqual([41n, 42n]);
});

it('catchUpCommitted gives up when an older transaction stays open', async () => {
  const worker = createProjectionWorker(t.db);
  const projection = recorder({ startAt: 'end' });
  worker.register(projection);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let written!: () => void;
  const slowWrote = new Promise<void>((resolve) => (written = resolve));
  const slow = t.db.transaction(async (tx) => {
    await deposit(51n, tx);
    written();
    await held;
  });
  await slowWrote;
  await expect(worker.catchUpCommitted([projection.name], 200)).rejects.toThrow(/stayed open/);
  release();
  await slow;
});
