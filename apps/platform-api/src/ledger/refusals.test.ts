import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDb } from '../test/harness';
import { createTestDb } from '../test/harness';
import { balanceOf, entriesOf, transfer } from './index';
import { insertMember, readInvariants } from './testing';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

const gateway = { system: 'gateway' as const, currencyId: 1 };
const main = (userId: number) => ({ userId, kind: 'main' as const });

async function funded(amount: bigint) {
  const userId = await insertMember(t.db);
  await t.db.transaction((tx) =>
    transfer(tx, {
      idempotencyKey: `refusal-fund-${userId}`,
      debit: gateway,
      credit: main(userId),
      amount,
      type: 'deposit',
    }),
  );
  return userId;
}

// ledger_transfer (migration 260) answers refusals instead of raising them, so they behave as the checks
// in TypeScript did: nothing written, the caller's transaction still usable.
describe('transfer refusals and replays', () => {
  it('leaves the transaction usable after a refusal, with the key still free', async () => {
    const userId = await funded(100n);
    const overdraw = {
      idempotencyKey: `refusal-over-${userId}`,
      debit: main(userId),
      credit: gateway,
      amount: 150n,
      type: 'withdrawal',
    };
    const kept = await t.db.transaction(async (tx) => {
      await expect(transfer(tx, overdraw)).rejects.toMatchObject({ reason: 'INSUFFICIENT_FUNDS' });
      return transfer(tx, { ...overdraw, idempotencyKey: `refusal-fit-${userId}`, amount: 60n });
    });
    expect(kept).toMatchObject({ replayed: false, debitBalanceAfter: 40n });
    const claimed = await t.db.query('SELECT 1 FROM transfers WHERE idempotency_key = $1', [
      overdraw.idempotencyKey,
    ]);
    expect(claimed.rowCount).toBe(0);
    expect(await balanceOf(t.db, main(userId))).toBe(40n);
  });

  it('replays a retry that would no longer fit the balance it drained', async () => {
    const userId = await funded(100n);
    const all = {
      idempotencyKey: `refusal-all-${userId}`,
      debit: main(userId),
      credit: gateway,
      amount: 100n,
    };
    const first = await t.db.transaction((tx) => transfer(tx, { ...all, type: 'withdrawal' }));
    const retry = await t.db.transaction((tx) => transfer(tx, { ...all, type: 'withdrawal' }));
    expect(retry).toEqual({ ...first, replayed: true });
    expect(first.debitBalanceAfter).toBe(0n);
    // Reused for another movement while short: still the key's conflict, not the balance.
    await expect(t.db.transaction((tx) => transfer(tx, { ...all, type: 'other' }))).rejects.toMatchObject({
      statusCode: 409,
      reason: 'CONFLICT',
    });
  });

  it('refuses a key reused from another member as a conflict', async () => {
    const [a, b] = [await funded(500n), await funded(500n)];
    const input = { idempotencyKey: `refusal-reuse-${a}`, credit: gateway, amount: 10n, type: 'bet' };
    await t.db.transaction((tx) => transfer(tx, { ...input, debit: main(a) }));
    await expect(t.db.transaction((tx) => transfer(tx, { ...input, debit: main(b) }))).rejects.toMatchObject({
      statusCode: 409,
      reason: 'CONFLICT',
    });
    expect(await balanceOf(t.db, main(b))).toBe(500n);
  });

  it('creates a member account of a kind the member did not have yet', async () => {
    const userId = await insertMember(t.db);
    const result = await t.db.transaction((tx) =>
      transfer(tx, {
        idempotencyKey: `refusal-bonus-${userId}`,
        debit: { system: 'promotion', currencyId: 1 },
        credit: { userId, kind: 'bonus' },
        amount: 25n,
        type: 'promotion_bonus',
      }),
    );
    expect(result.creditBalanceAfter).toBe(25n);
    expect(await entriesOf(t.db, { userId, kind: 'bonus' })).toHaveLength(1);
    const invariants = await readInvariants(t.db);
    expect(invariants.drifting).toEqual([]);
    expect(invariants.sums.get(1)).toBe(0n);
  });

  it('answers 404 for a member that does not exist, writing nothing', async () => {
    await expect(
      t.db.transaction((tx) =>
        transfer(tx, {
          idempotencyKey: 'refusal-nobody',
          debit: gateway,
          credit: main(2_000_000_000),
          amount: 5n,
          type: 'deposit',
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 404, reason: 'NOT_FOUND' });
    const claimed = await t.db.query(`SELECT 1 FROM transfers WHERE idempotency_key = 'refusal-nobody'`);
    expect(claimed.rowCount).toBe(0);
  });

  it('moves between two system accounts and replays it', async () => {
    const input = {
      idempotencyKey: 'refusal-systems',
      debit: { system: 'withdrawal_pending' as const, currencyId: 1 },
      credit: gateway,
      amount: 7n,
      type: 'withdrawal_paid',
      reference: 'withdrawal:refusal',
    };
    const first = await t.db.transaction((tx) => transfer(tx, input));
    const retry = await t.db.transaction((tx) => transfer(tx, input));
    expect(retry).toEqual({ ...first, replayed: true });
    await expect(
      t.db.transaction((tx) => transfer(tx, { ...input, reference: 'withdrawal:other' })),
    ).rejects.toMatchObject({ reason: 'CONFLICT' });
  });
});
