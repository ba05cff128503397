import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDb } from '../test/harness';
import { createTestDb } from '../test/harness';
import {
  balanceOf,
  entriesOf,
  holdForWithdrawal,
  LedgerInputError,
  payOutHold,
  releaseHold,
  transfer,
} from './index';
import { insertMember, readInvariants } from './testing';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

const gateway = { system: 'gateway' as const, currencyId: 1 };
const main = (userId: number) => ({ userId, kind: 'main' as const });
let keyCounter = 0;
const key = () => `ledger-test-${++keyCounter}`;

async function deposit(userId: number, amount: bigint) {
  return t.db.transaction((tx) =>
    transfer(tx, { idempotencyKey: key(), debit: gateway, credit: main(userId), amount, type: 'deposit' }),
  );
}

describe('transfer', () => {
  it('moves money between a system and a member account with two entries', async () => {
    const member = await insertMember(t.db);
    const result = await deposit(member, 1500n);
    expect(result).toMatchObject({ replayed: false, creditBalanceAfter: 1500n });
    expect(await balanceOf(t.db, main(member))).toBe(1500n);
    const entries = await entriesOf(t.db, main(member));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: 1500n, balanceAfter: 1500n, type: 'deposit' });
  });

  it('returns the first result for a retry with the same key and data', async () => {
    const member = await insertMember(t.db);
    const input = {
      idempotencyKey: key(),
      debit: gateway,
      credit: main(member),
      amount: 700n,
      type: 'deposit',
    };
    const first = await t.db.transaction((tx) => transfer(tx, input));
    const second = await t.db.transaction((tx) => transfer(tx, input));
    expect(second).toEqual({ ...first, replayed: true });
    expect(await balanceOf(t.db, main(member))).toBe(700n);
  });

  it('refuses the same key with different data as a conflict', async () => {
    const member = await insertMember(t.db);
    const input = {
      idempotencyKey: key(),
      debit: gateway,
      credit: main(member),
      amount: 700n,
      type: 'deposit',
    };
    await t.db.transaction((tx) => transfer(tx, input));
    await expect(t.db.transaction((tx) => transfer(tx, { ...input, amount: 701n }))).rejects.toMatchObject({
      statusCode: 409,
      reason: 'CONFLICT',
    });
    expect(await balanceOf(t.db, main(member))).toBe(700n);
  });

  it('refuses to take a member balance below zero and leaves nothing behind', async () => {
    const member = await insertMember(t.db);
    await deposit(member, 100n);
    const overdraw = { idempotencyKey: key(), debit: main(member), credit: gateway, amount: 101n, type: 'x' };
    await expect(t.db.transaction((tx) => transfer(tx, overdraw))).rejects.toMatchObject({
      statusCode: 422,
      reason: 'INSUFFICIENT_FUNDS',
    });
    // The key was released with the rollback: the same key can succeed once funds are there.
    await deposit(member, 1n);
    await expect(t.db.transaction((tx) => transfer(tx, overdraw))).resolves.toMatchObject({
      replayed: false,
    });
    expect(await balanceOf(t.db, main(member))).toBe(0n);
  });

  it('lets system accounts go negative', async () => {
    const member = await insertMember(t.db);
    await deposit(member, 5n);
    expect(await balanceOf(t.db, gateway)).toBeLessThan(0n);
  });

  it('rejects invalid input before touching the database', async () => {
    const member = await insertMember(t.db);
    const base = { idempotencyKey: key(), debit: gateway, credit: main(member), type: 'deposit' };
    await expect(t.db.transaction((tx) => transfer(tx, { ...base, amount: 0n }))).rejects.toThrow(
      LedgerInputError,
    );
    await expect(t.db.transaction((tx) => transfer(tx, { ...base, amount: -5n }))).rejects.toThrow(
      LedgerInputError,
    );
    await expect(
      t.db.transaction((tx) => transfer(tx, { ...base, credit: gateway, amount: 5n })),
    ).rejects.toThrow(/same account/);
  });

  it('refuses a transfer across currencies', async () => {
    const member = await insertMember(t.db);
    await expect(
      t.db.transaction((tx) =>
        transfer(tx, {
          idempotencyKey: key(),
          debit: { system: 'gateway', currencyId: 2 },
          credit: main(member),
          amount: 5n,
          type: 'deposit',
        }),
      ),
    ).rejects.toThrow(/same currency/);
  });

  it('holds, pays out and releases withdrawals, each step once', async () => {
    const member = await insertMember(t.db);
    await deposit(member, 1000n);
    const paid = { userId: member, currencyId: 1, amount: 300n, reference: `withdrawal:t${key()}` };
    const refused = { userId: member, currencyId: 1, amount: 200n, reference: `withdrawal:t${key()}` };
    await t.db.transaction(async (tx) => {
      await holdForWithdrawal(tx, paid);
      await holdForWithdrawal(tx, refused);
    });
    expect(await balanceOf(t.db, main(member))).toBe(500n);
    await t.db.transaction((tx) => payOutHold(tx, paid));
    await t.db.transaction((tx) => releaseHold(tx, refused));
    await t.db.transaction((tx) => releaseHold(tx, refused));
    expect(await balanceOf(t.db, main(member))).toBe(700n);
    const invariants = await readInvariants(t.db);
    expect(invariants.sums.get(1)).toBe(0n);
    expect(invariants.drifting).toEqual([]);
  });

  it('forbids changing a transfer once written', async () => {
    const member = await insertMember(t.db);
    const { transferId } = await deposit(member, 5n);
    await expect(t.db.query('UPDATE transfers SET amount = 6 WHERE id = $1', [transferId])).rejects.toThrow(
      /immutable/,
    );
  });

  it('serves points on currency-less system accounts', async () => {
    const member = await insertMember(t.db);
    await t.db.transaction((tx) =>
      transfer(tx, {
        idempotencyKey: key(),
        debit: { system: 'promotion', currencyId: null },
        credit: { userId: member, kind: 'points' },
        amount: 40n,
        type: 'point_award',
      }),
    );
    expect(await balanceOf(t.db, { userId: member, kind: 'points' })).toBe(40n);
    expect((await readInvariants(t.db)).sums.get(null)).toBe(0n);
  });
});
