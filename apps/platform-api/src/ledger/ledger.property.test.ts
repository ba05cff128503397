import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import type { TestDb } from '../test/harness';
import { createTestDb } from '../test/harness';
import type { TransferInput } from './index';
import { balanceOf, holdForWithdrawal, payOutHold, releaseHold, transfer } from './index';
import { insertMember, readInvariants } from './testing';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

const MEMBERS = 3;
const member = fc.nat({ max: MEMBERS - 1 });
const amount = fc.bigInt({ min: 1n, max: 500n });

/** Operations of the cashbox as the ledger sees them. Indexes pick among what exists so far. */
const operation = fc.oneof(
  fc.record({ op: fc.constant('depositRequest' as const), member, amount }),
  fc.record({ op: fc.constant('depositApprove' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('depositReject' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('withdraw' as const), member, amount }),
  fc.record({ op: fc.constant('withdrawPay' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('withdrawRelease' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('bonus' as const), member, amount }),
  fc.record({ op: fc.constant('cashbackToMain' as const), member, amount }),
  fc.record({ op: fc.constant('memberToMember' as const), from: member, to: member, amount }),
  fc.record({ op: fc.constant('retry' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('concurrentDuplicate' as const),
    member,
    amount,
    copies: fc.integer({ min: 2, max: 5 }),
  }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

const gateway = { system: 'gateway' as const, currencyId: 1 };
const promotion = { system: 'promotion' as const, currencyId: 1 };

/** The expected balances, maintained independently of the database. */
interface Model {
  main: bigint[];
  cashback: bigint[];
  deposits: { member: number; amount: bigint; state: 'pending' | 'done' }[];
  withdrawals: { member: number; amount: bigint; state: 'held' | 'done' }[];
  applied: TransferInput[];
}

let runCounter = 0;

async function runSequence(db: Db, operations: Operation[]): Promise<void> {
  const run = ++runCounter;
  const users = await Promise.all(Array.from({ length: MEMBERS }, () => insertMember(db)));
  const user = (index: number) => users[index] ?? 0;
  const model: Model = {
    main: users.map(() => 0n),
    cashback: users.map(() => 0n),
    deposits: [],
    withdrawals: [],
    applied: [],
  };
  let step = 0;
  const key = () => `prop-${run}-${step}`;
  const apply = async (input: TransferInput) => {
    const result = await db.transaction((tx) => transfer(tx, input));
    model.applied.push(input);
    return result;
  };
  const pickOf = <T>(list: T[], pick: number) => (list.length ? list[pick % list.length] : undefined);

  for (const operation of operations) {
    step += 1;
    switch (operation.op) {
      case 'depositRequest':
        // A pending deposit moves no money until staff approve it.
        model.deposits.push({ member: operation.member, amount: operation.amount, state: 'pending' });
        break;
      case 'depositApprove': {
        const index = model.deposits.length ? operation.pick % model.deposits.length : -1;
        const deposit = model.deposits[index];
        if (!deposit || deposit.state !== 'pending') break;
        await apply({
          idempotencyKey: `prop-${run}-deposit-${index}`,
          debit: gateway,
          credit: { userId: user(deposit.member), kind: 'main' },
          amount: deposit.amount,
          type: 'deposit',
        });
        deposit.state = 'done';
        model.main[deposit.member] = (model.main[deposit.member] ?? 0n) + deposit.amount;
        break;
      }
      case 'depositReject': {
        const deposit = pickOf(model.deposits, operation.pick);
        if (deposit?.state === 'pending') deposit.state = 'done';
        break;
      }
      case 'withdraw': {
        const index = model.withdrawals.length;
        const hold = {
          userId: user(operation.member),
          currencyId: 1,
          amount: operation.amount,
          reference: `prop-${run}-w-${index}`,
        };
        const enough = (model.main[operation.member] ?? 0n) >= operation.amount;
        const attempt = db.transaction((tx) => holdForWithdrawal(tx, hold));
        if (!enough) {
          await expect(attempt).rejects.toMatchObject({ reason: 'INSUFFICIENT_FUNDS' });
          break;
        }
        await attempt;
        model.withdrawals.push({ member: operation.member, amount: operation.amount, state: 'held' });
        model.main[operation.member] = (model.main[operation.member] ?? 0n) - operation.amount;
        break;
      }
      case 'withdrawPay':
      case 'withdrawRelease': {
        const index = model.withdrawals.length ? operation.pick % model.withdrawals.length : -1;
        const withdrawal = model.withdrawals[index];
        if (!withdrawal || withdrawal.state !== 'held') break;
        const hold = {
          userId: user(withdrawal.member),
          currencyId: 1,
          amount: withdrawal.amount,
          reference: `prop-${run}-w-${index}`,
        };
        if (operation.op === 'withdrawPay') {
          await db.transaction((tx) => payOutHold(tx, hold));
        } else {
          await db.transaction((tx) => releaseHold(tx, hold));
          model.main[withdrawal.member] = (model.main[withdrawal.member] ?? 0n) + withdrawal.amount;
        }
        withdrawal.state = 'done';
        break;
      }
      case 'bonus':
        await apply({
          idempotencyKey: key(),
          debit: promotion,
          credit: { userId: user(operation.member), kind: 'cashback' },
          amount: operation.amount,
          type: 'cashback',
        });
        model.cashback[operation.member] = (model.cashback[operation.member] ?? 0n) + operation.amount;
        break;
      case 'cashbackToMain':
      case 'memberToMember': {
        const from = operation.op === 'cashbackToMain' ? operation.member : operation.from;
        const to = operation.op === 'cashbackToMain' ? operation.member : operation.to;
        const fromKind = operation.op === 'cashbackToMain' ? 'cashback' : 'main';
        if (operation.op === 'memberToMember' && from === to) break;
        const source = fromKind === 'cashback' ? model.cashback : model.main;
        const input: TransferInput = {
          idempotencyKey: key(),
          debit: { userId: user(from), kind: fromKind },
          credit: { userId: user(to), kind: 'main' },
          amount: operation.amount,
          type: 'transfer',
        };
        if ((source[from] ?? 0n) < operation.amount) {
          await expect(db.transaction((tx) => transfer(tx, input))).rejects.toMatchObject({
            reason: 'INSUFFICIENT_FUNDS',
          });
          break;
        }
        await apply(input);
        source[from] = (source[from] ?? 0n) - operation.amount;
        model.main[to] = (model.main[to] ?? 0n) + operation.amount;
        break;
      }
      case 'retry': {
        const previous = pickOf(model.applied, operation.pick);
        if (!previous) break;
        const result = await db.transaction((tx) => transfer(tx, previous));
        expect(result.replayed).toBe(true);
        break;
      }
      case 'concurrentDuplicate': {
        const input: TransferInput = {
          idempotencyKey: key(),
          debit: gateway,
          credit: { userId: user(operation.member), kind: 'main' },
          amount: operation.amount,
          type: 'deposit',
        };
        const results = await Promise.all(
          Array.from({ length: operation.copies }, () => db.transaction((tx) => transfer(tx, input))),
        );
        expect(results.filter((r) => !r.replayed)).toHaveLength(1);
        model.applied.push(input);
        model.main[operation.member] = (model.main[operation.member] ?? 0n) + operation.amount;
        break;
      }
    }

    const invariants = await readInvariants(db);
    expect(invariants.sums.get(1) ?? 0n).toBe(0n);
    expect(invariants.drifting).toEqual([]);
    expect(invariants.negative).toEqual([]);
    for (const [index, id] of users.entries()) {
      expect(await balanceOf(db, { userId: id, kind: 'main' })).toBe(model.main[index]);
      expect(await balanceOf(db, { userId: id, kind: 'cashback' })).toBe(model.cashback[index]);
    }
  }
}

describe('ledger under random operation sequences', () => {
  it('conserves money, matches entries, never goes negative and applies each retry once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 30 }), (operations) =>
        runSequence(t.db, operations),
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
