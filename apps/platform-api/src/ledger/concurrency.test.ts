import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDb } from '../test/harness';
import { createTestDb } from '../test/harness';
import { balanceOf, holdForWithdrawal, transfer } from './index';
import { insertMember, readInvariants } from './testing';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

describe('ledger under concurrency', () => {
  it('lets exactly 10 of 50 parallel withdrawals through when the balance covers 10', async () => {
    const userId = await insertMember(t.db);
    await t.db.transaction((tx) =>
      transfer(tx, {
        idempotencyKey: `conc-deposit-${userId}`,
        debit: { system: 'gateway', currencyId: 1 },
        credit: { userId, kind: 'main' },
        amount: 1000n,
        type: 'deposit',
      }),
    );
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        t.db.transaction((tx) =>
          holdForWithdrawal(tx, { userId, currencyId: 1, amount: 100n, reference: `conc-w-${userId}-${i}` }),
        ),
      ),
    );
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter(
      (o) => o.status === 'rejected' && (o.reason as { reason?: string }).reason === 'INSUFFICIENT_FUNDS',
    );
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(await balanceOf(t.db, { userId, kind: 'main' })).toBe(0n);
    expect(await balanceOf(t.db, { system: 'withdrawal_pending', currencyId: 1 })).toBe(1000n);
    const invariants = await readInvariants(t.db);
    expect(invariants.drifting).toEqual([]);
    expect(invariants.sums.get(1)).toBe(0n);
  });

  it('applies 20 parallel copies of one transfer exactly once', async () => {
    const userId = await insertMember(t.db);
    const input = {
      idempotencyKey: `conc-dup-${userId}`,
      debit: { system: 'gateway' as const, currencyId: 1 },
      credit: { userId, kind: 'main' as const },
      amount: 250n,
      type: 'deposit',
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.db.transaction((tx) => transfer(tx, input))),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(await balanceOf(t.db, { userId, kind: 'main' })).toBe(250n);
  });

  it('does not deadlock when transfers lock the same accounts from opposite sides', async () => {
    const [a, b] = [await insertMember(t.db), await insertMember(t.db)];
    for (const userId of [a, b]) {
      await t.db.transaction((tx) =>
        transfer(tx, {
          idempotencyKey: `conc-seed-${userId}`,
          debit: { system: 'gateway', currencyId: 1 },
          credit: { userId, kind: 'main' },
          amount: 1000n,
          type: 'deposit',
        }),
      );
    }
    const moves = Array.from({ length: 40 }, (_, i) => {
      const [from, to] = i % 2 ? [a, b] : [b, a];
      return t.db.transaction((tx) =>
        transfer(tx, {
          idempotencyKey: `conc-swap-${a}-${i}`,
          debit: { userId: from, kind: 'main' },
          credit: { userId: to, kind: 'main' },
          amount: 10n,
          type: 'transfer',
        }),
      );
    });
    await Promise.all(moves);
    expect(await balanceOf(t.db, { userId: a, kind: 'main' })).toBe(1000n);
    expect(await balanceOf(t.db, { userId: b, kind: 'main' })).toBe(1000n);
  });
});
