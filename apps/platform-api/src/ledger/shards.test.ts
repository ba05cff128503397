import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDb } from '../test/harness';
import { createTestDb, TEST_DB } from '../test/harness';
import { balanceOf, entriesOf, transfer } from './index';
import { insertMember, readInvariants } from './testing';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

const provider = { system: 'provider' as const, currencyId: 1 };

async function fundedMember(amount: bigint) {
  const userId = await insertMember(t.db);
  await t.db.transaction((tx) =>
    transfer(tx, {
      idempotencyKey: `shard-fund-${userId}`,
      debit: { system: 'gateway', currencyId: 1 },
      credit: { userId, kind: 'main' },
      amount,
      type: 'deposit',
    }),
  );
  return userId;
}

const bet = (userId: number, key: string) => ({
  idempotencyKey: key,
  debit: { userId, kind: 'main' as const },
  credit: provider,
  amount: 100n,
  type: 'game_bet',
});

const shardsOf = async (kind: string) =>
  (
    await t.db.query<{ id: number; balance: bigint }>(
      'SELECT id, balance FROM accounts WHERE user_id IS NULL AND kind = $1 AND currency_id = 1',
      [kind],
    )
  ).rows;

/** A promise resolved from outside, to hold a transaction open while another runs. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve: () => resolve() };
}

describe('system account shards', () => {
  it('opens one shard for a new system account used one transaction at a time', async () => {
    const userId = await fundedMember(1000n);
    for (const n of [1, 2, 3]) {
      await t.db.transaction((tx) =>
        transfer(tx, {
          ...bet(userId, `shard-house-${userId}-${n}`),
          credit: { system: 'house', currencyId: 1 },
        }),
      );
    }
    const house = await shardsOf('house');
    expect(house).toEqual([expect.objectContaining({ balance: 300n })]);
  });

  it('keeps a system account exact over its shards when many members play at once', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => fundedMember(1000n)));
    await Promise.all(
      members.map((userId) => t.db.transaction((tx) => transfer(tx, bet(userId, `shard-bet-${userId}`)))),
    );
    const shards = await shardsOf('provider');
    expect(shards.reduce((sum, s) => sum + s.balance, 0n)).toBe(2000n);
    expect(await balanceOf(t.db, provider)).toBe(2000n);
    expect(await entriesOf(t.db, provider, { limit: 100 })).toHaveLength(20);
    const invariants = await readInvariants(t.db);
    expect(invariants.drifting).toEqual([]);
    expect(invariants.negative).toEqual([]);
    expect(invariants.sums.get(1)).toBe(0n);
  });

  // Two transactions at once: PGlite runs one at a time.
  it.skipIf(TEST_DB !== 'postgres')(
    'moves on another shard while one is held, and replays a retry that lands on another shard',
    async () => {
      const first = await fundedMember(1000n);
      const second = await fundedMember(1000n);
      const original = await t.db.transaction((tx) => transfer(tx, bet(first, `shard-retry-${first}`)));
      const held = deferred();
      const release = deferred();
      const holder = t.db.transaction(async (tx) => {
        await transfer(tx, bet(second, `shard-hold-${second}`));
        held.resolve();
        await release.promise;
      });
      await held.promise;
      const retry = await t.db.transaction((tx) => transfer(tx, bet(first, `shard-retry-${first}`)));
      const moved = await t.db.transaction((tx) => transfer(tx, bet(first, `shard-next-${first}`)));
      release.resolve();
      await holder;
      expect(retry).toMatchObject({ replayed: true, transferId: original.transferId });
      expect(retry.creditAccountId).toBe(original.creditAccountId);
      expect(moved.replayed).toBe(false);
      expect((await shardsOf('provider')).length).toBeGreaterThan(1);
      expect(await balanceOf(t.db, { userId: first, kind: 'main' })).toBe(800n);
      expect((await readInvariants(t.db)).drifting).toEqual([]);
    },
  );
});
