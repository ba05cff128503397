import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../ledger';
import { readInvariants } from '../../ledger/testing';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { fund, readyMember } from '../withdrawal/testing';

/**
 * Issue 12's bad input, as random sequences a member could send: promotions received with unknown,
 * negative or fractional ids, received and deactivated twice at once, cashback and rebate joined over
 * each other, transfers of negative, fractional, malformed or too large amounts, retried keys, and
 * coupon codes good, bad and repeated at once. Whatever the order, every answer is a 2xx or a 4xx with a reason and a message (never a 5xx), no money is made
 * or lost (the ledger's invariants), at most one bonus kind is active, and a transfer moves exactly its
 * amount or nothing.
 */
let t: TestApp;
let promotionIds: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const m = await readyMember(t.app, t.db);
  const res = await t.app.inject({ url: '/api/mb/promotion-information?language_id=1', headers: m.headers });
  promotionIds = res.json<{ data: { id: number }[] }>().data.map((promotion) => promotion.id);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof readyMember>>;
type Kind = 'cashback' | 'rebate';

const badId = fc.constantFrom<unknown>(999_999, 0, -1, 1.5, 'abc', null);
const promotionId = fc.oneof(
  fc.nat().map((pick) => ({ pick })),
  badId.map((bad) => ({ bad })),
);
const amount = fc.oneof(
  fc.integer({ min: 1, max: 6_000 }).map((minor) => (minor / 100).toFixed(2)),
  fc.constantFrom('-5', '0', '1.005', 'abc', '', '99999999999999999999', '1e3', ' 5'),
);
const kind = fc.constantFrom<Kind>('cashback', 'rebate');
/** Seeded codes (instant, verified, another currency's), in any case, and malformed or unknown ones. */
const couponCode = fc.constantFrom<unknown>(
  'LUCKY100',
  'lucky100',
  'VIP100',
  'LUCKY30',
  'NOPE9999',
  'ab',
  '',
  42,
  null,
);
const copies = fc.integer({ min: 1, max: 3 });

const operation = fc.oneof(
  fc.record({ op: fc.constant('receive' as const), promotionId, replace: fc.boolean(), copies }),
  fc.record({ op: fc.constant('deactivate' as const), own: fc.boolean() }),
  fc.record({ op: fc.constant('join' as const), kind, replace: fc.boolean(), copies }),
  fc.record({ op: fc.constant('transfer' as const), kind, amount, key: fc.nat({ max: 3 }), copies }),
  fc.record({ op: fc.constant('withdraw' as const), amount }),
  fc.record({ op: fc.constant('coupon' as const), code: couponCode, replace: fc.boolean(), copies }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

function expectClearAnswer(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(response.json()).toMatchObject({ reason: expect.any(String), message: expect.any(String) });
  }
}

let run = 0;

async function runSequence(operations: Operation[]): Promise<void> {
  run += 1;
  const m: Member = await readyMember(t.app, t.db);
  await fund(t.db, m.userId, 100_000n);
  await fund(t.db, m.userId, 3_000n, 'cashback');
  await fund(t.db, m.userId, 2_000n, 'rebate');
  const balance = (of: 'main' | 'bonus' | Kind) => balanceOf(t.db, { userId: m.userId, kind: of });
  const send = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: m.headers, ...(payload ? { payload } : {}) });
  const usedKeys = new Set<string>();
  const times = (count: number, call: () => Promise<LightMyRequestResponse>) =>
    Promise.all(Array.from({ length: count }, call));

  for (const operation of operations) {
    let answers: LightMyRequestResponse[] = [];
    switch (operation.op) {
      case 'receive': {
        const id =
          'pick' in operation.promotionId
            ? promotionIds[operation.promotionId.pick % promotionIds.length]
            : operation.promotionId.bad;
        answers = await times(operation.copies, () =>
          send('POST', '/api/mb/promotion-member', {
            promotion_information_id: id,
            replace: operation.replace,
          }),
        );
        expect(answers.filter((answer) => answer.statusCode === 201).length).toBeLessThanOrEqual(1);
        break;
      }
      case 'deactivate': {
        const { rows } = await t.db.query<{ id: string }>(
          `SELECT id::text FROM promotion_members WHERE user_id = $1 AND status = 'active'`,
          [m.userId],
        );
        const id = operation.own ? (rows[0]?.id ?? '1') : '999999';
        answers = await times(2, () => send('DELETE', `/api/mb/promotion-member/${id}`));
        break;
      }
      case 'join':
        answers = await times(operation.copies, () =>
          send('POST', `/api/mb/${operation.kind}-member`, { replace: operation.replace }),
        );
        break;
      case 'transfer': {
        const before = { from: await balance(operation.kind), main: await balance('main') };
        answers = await times(operation.copies, () =>
          send('POST', `/api/mb/${operation.kind}-transfer`, {
            amount: operation.amount,
            idempotency_key: `prop-${run}-${operation.kind}-${operation.key}`,
          }),
        );
        const moved = before.from - (await balance(operation.kind));
        expect(before.main + moved).toBe(await balance('main'));
        // A new key moves the asked amount once; a key used before replays its answer and moves nothing.
        const key = `${operation.kind}-${operation.key}`;
        const accepted = answers.some((answer) => answer.statusCode === 201);
        const expected = accepted && !usedKeys.has(key) ? Math.round(Number(operation.amount) * 100) : 0;
        expect(Number(moved)).toBe(expected);
        if (accepted) usedKeys.add(key);
        break;
      }
      case 'withdraw':
        answers = [await send('POST', '/api/mb/queue-withdrawal', { amount: operation.amount })];
        break;
      case 'coupon': {
        answers = await times(operation.copies, () =>
          send('POST', '/gapi/mb/coupon-member', { code: operation.code, replace: operation.replace }),
        );
        // The same code sent at once is redeemed once at most.
        expect(answers.filter((answer) => answer.statusCode === 201).length).toBeLessThanOrEqual(1);
        break;
      }
    }
    for (const answer of answers) expectClearAnswer(answer);

    const invariants = await readInvariants(t.db);
    expect(invariants.drifting).toEqual([]);
    expect(invariants.negative).toEqual([]);
    for (const sum of invariants.sums.values()) expect(sum).toBe(0n);
    const active = await t.db.query(`SELECT kind FROM member_bonus WHERE user_id = $1`, [m.userId]);
    expect(active.rowCount).toBeLessThanOrEqual(1);
    const promotions = await t.db.query(
      `SELECT 1 FROM promotion_members WHERE user_id = $1 AND status = 'active'`,
      [m.userId],
    );
    expect(promotions.rowCount).toBeLessThanOrEqual(1);
  }
}

describe('bonuses under random member requests', () => {
  it('answer every request clearly, keep the ledger sound and at most one bonus kind active', async () => {
    await fc.assert(fc.asyncProperty(fc.array(operation, { minLength: 4, maxLength: 14 }), runSequence), {
      numRuns: 20,
    });
  }, 180_000);
});
