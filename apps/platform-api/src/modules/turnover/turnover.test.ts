import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { registerMember } from '../../test/members';
import { appendActivity } from '../../stream';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const turnoverOf = async (userId: number) => {
  await t.app.stream.catchUp(['deposit-turnover']);
  const { rows } = await t.db.query<{ turn_deposit: bigint; turn_deposit_target: bigint }>(
    'SELECT turn_deposit, turn_deposit_target FROM users WHERE id = $1',
    [userId],
  );
  return rows[0];
};

/**
 * The member's turnover once it is `expected`. On PostgreSQL other test files' open transactions may hold
 * the visible end of the stream back for a moment, so one catch-up can stop short of new events.
 */
const turnoverReaches = (userId: number, expected: { turn_deposit: bigint; turn_deposit_target: bigint }) =>
  expect.poll(() => turnoverOf(userId), { timeout: 5_000, interval: 50 }).toEqual(expected);

it('raises the requirement by each credited deposit and counts stakes, less refunds, towards it', async () => {
  const { user } = await registerMember(t.app);
  const game = (sub: string, amount: bigint) =>
    appendActivity(t.db, { userId: user.id, type: 'game', subType: sub, amount, currencyId: 1, detail: {} });
  await appendActivity(t.db, {
    userId: user.id,
    type: 'deposit',
    amount: 50_000n,
    currencyId: 1,
    detail: {},
  });
  await game('bet', 10_000n);
  await game('result', 30_000n);
  await game('bet', 5_000n);
  await game('refund', 5_000n);
  await turnoverReaches(user.id, { turn_deposit: 10_000n, turn_deposit_target: 50_000n });

  // A refund larger than what was counted stops at zero.
  await game('refund', 20_000n);
  await turnoverReaches(user.id, { turn_deposit: 0n, turn_deposit_target: 50_000n });
});

it('leaves other members alone', async () => {
  const a = (await registerMember(t.app)).user.id;
  const b = (await registerMember(t.app)).user.id;
  await appendActivity(t.db, { userId: a, type: 'deposit', amount: 700n, currencyId: 1, detail: {} });
  await turnoverReaches(a, { turn_deposit: 0n, turn_deposit_target: 700n });
  expect(await turnoverOf(b)).toEqual({ turn_deposit: 0n, turn_deposit_target: 0n });
});

it('raises the target by a free round win × its turnover, rounded up, and lowers it when the win is taken back', async () => {
  const { user } = await registerMember(t.app);
  const game = (sub: string, amount: bigint, detail: Record<string, unknown>) =>
    appendActivity(t.db, { userId: user.id, type: 'game', subType: sub, amount, currencyId: 1, detail });
  // A paid round's win adds nothing; the free round's stake is not the member's.
  await game('result', 500n, {});
  await game('bet', 0n, { is_free: true, turnover: '1.5' });
  await game('result', 1_001n, { is_free: true, turnover: '1.5' });
  await turnoverReaches(user.id, { turn_deposit: 0n, turn_deposit_target: 1_502n });
  await game('cancel', 1_001n, { is_free: true, turnover: '1.5' });
  await turnoverReaches(user.id, { turn_deposit: 0n, turn_deposit_target: 0n });
});
