import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Queryable } from '../db/types';
import type { TestApp } from '../test/harness';
import { createTestApp } from '../test/harness';
import { registerMember } from '../test/members';
import { appendActivity } from './append';
import { catchUpProjection } from './projection';
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
