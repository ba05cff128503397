import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDb } from '../test/harness';
import { createTestDb } from '../test/harness';
import { balanceOf, transfer, transferBatch } from './index';
import type { TransferInput } from './index';
import { insertMember, readInvariants } from './testing';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

const house = { system: 'house' as const, currencyId: 1 };
let batchCounter = 0;

/** House → each member's cashback account, one key per member. */
function payouts(members: number[], amount: (i: number) => bigint): TransferInput[] {
  batchCounter += 1;
  return members.map((userId, i) => ({
    idempotencyKey: `batch-test-${batchCounter}:${userId}`,
    debit: house,
    credit: { userId, kind: 'cashback' as const },
    amount: amount(i),
    type: 'cashback',
    reference: `batch-test-${batchCounter}`,
  }));
}

describe('transferBatch', () => {
  it('pays many members in one go, with the same entries and balances as one transfer each', async () => {
    const members = await Promise.all(Array.from({ length: 40 }, () => insertMember(t.db)));
    const inputs = payouts(members, (i) => BigInt(100 + i));
    const results = await t.db.transaction((tx) => transferBatch(tx, inputs));
    expect(results.every((result) => !result.replayed)).toBe(true);
    expect(await balanceOf(t.db, { userId: members[5] ?? 0, kind: 'cashback' })).toBe(105n);
    const entries = await t.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM ledger_entries e JOIN transfers tr ON tr.id = e.transfer_id
        WHERE tr.reference = $1`,
      [inputs[0]?.reference],
    );
    expect(entries.rows[0]?.n).toBe(80n);
    const invariants = await readInvariants(t.db);
    expect(invariants.drifting).toEqual([]);
    expect(invariants.negative).toEqual([]);
    expect([...invariants.sums.values()].every((sum) => sum === 0n)).toBe(true);
  });

  it('replays a repeated batch and moves nothing', async () => {
    const members = await Promise.all([insertMember(t.db), insertMember(t.db)]);
    const inputs = payouts(members, () => 500n);
    await t.db.transaction((tx) => transferBatch(tx, inputs));
    const again = await t.db.transaction((tx) => transferBatch(tx, inputs));
    expect(again.map((result) => result.replayed)).toEqual([true, true]);
    expect(again[0]?.creditBalanceAfter).toBe(500n);
    expect(await balanceOf(t.db, { userId: members[0] ?? 0, kind: 'cashback' })).toBe(500n);
  });

  it('refuses a reused key with other data, and a member debit beyond the balance, moving nothing', async () => {
    const [a, b] = await Promise.all([insertMember(t.db), insertMember(t.db)]);
    if (a === undefined || b === undefined) throw new Error('no members');
    const [first] = payouts([a], () => 300n);
    if (!first) throw new Error('no payout');
    await t.db.transaction((tx) => transfer(tx, first));
    await expect(
      t.db.transaction((tx) => transferBatch(tx, [{ ...first, amount: 301n }])),
    ).rejects.toMatchObject({ statusCode: 409 });

    const overdraw: TransferInput = {
      idempotencyKey: `batch-test-overdraw-${a}`,
      debit: { userId: a, kind: 'cashback' },
      credit: { userId: a, kind: 'main' },
      amount: 301n,
      type: 'cashback_transfer',
    };
    const fine = payouts([b], () => 50n);
    await expect(t.db.transaction((tx) => transferBatch(tx, [...fine, overdraw]))).rejects.toMatchObject({
      reason: 'INSUFFICIENT_FUNDS',
    });
    expect(await balanceOf(t.db, { userId: b, kind: 'cashback' })).toBe(0n);
    expect(await balanceOf(t.db, { userId: a, kind: 'cashback' })).toBe(300n);
  });
});
