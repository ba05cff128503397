import type { PointEarnRate, PointMovement, PointTotals } from '@casino/contracts/rewards';
import { rewardApi } from '@casino/contracts/rewards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../ledger';
import { insertMember, readInvariants } from '../../ledger/testing';
import { appendActivity } from '../../stream';
import { crashOneBatch } from '../../stream/testing';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { gameIdOf } from '../games/testing';
import { setMemberPrivilege } from '../privileges/privileges';
import { readyMember, STAFF_SEED, staffAuth } from '../withdrawal/testing';
import { earn } from './projection';

let t: TestApp;
let gameId: number;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: STAFF_SEED });
  // Projections apply only when a test catches them up, so a crash test sees exactly its own batch.
  await t.app.stream.stop();
  await t.app.stream.catchUp(['bet-points', 'quest-progress']);
  gameId = await gameIdOf(t.db, 'jade-fortune');
});
afterAll(() => t.close());

const currencyId = async (code: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM currencies WHERE code = $1', [code])).rows[0]?.id ?? 0;

let round = 0;
/** One game movement as the seamless wallet writes it (minor units). */
async function game(
  userId: number,
  subType: string,
  amount: bigint,
  options: { currency?: number; free?: boolean } = {},
) {
  round += 1;
  await appendActivity(t.db, {
    userId,
    type: 'game',
    subType,
    amount,
    currencyId: options.currency ?? 1,
    gameId,
    providerId: null,
    detail: { round: `points-${round}`, ...(options.free ? { is_free: true } : {}) },
  });
}

const points = (userId: number) => balanceOf(t.db, { userId, kind: 'points' });
const badge = (userId: number) => balanceOf(t.db, { userId, kind: 'badge_points' });
/**
 * The member's points once the projection credited `expected`. On PostgreSQL other test files' open
 * transactions may hold the visible end of the stream back for a moment, so one catch-up can stop short.
 */
const pointsReach = (userId: number, expected: bigint) =>
  expect
    .poll(
      async () => {
        await t.app.stream.catchUp(['bet-points']);
        return points(userId);
      },
      { timeout: 5_000, interval: 50 },
    )
    .toBe(expected);

describe('the earn step', () => {
  it('credits whole hundredths and carries the rest, also below zero after a refund', () => {
    // THB: 10000 minor units of stake earn a point.
    expect(earn(0n, 15_050n, 10_000n)).toEqual({ hundredths: 150n, carry: 5_000n });
    expect(earn(5_000n, 50n, 10_000n)).toEqual({ hundredths: 1n, carry: 0n });
    expect(earn(0n, -10_000n, 10_000n)).toEqual({ hundredths: 0n, carry: -1_000_000n });
    // A rate that does not divide 100 loses nothing either: 3 × 7 units at 7 per point is 3 points.
    const first = earn(0n, 7n, 700n);
    const second = earn(first.carry, 7n, 700n);
    expect([first.hundredths, second.hundredths]).toEqual([1n, 1n]);
  });
});

describe('points earned from bets', () => {
  it('earn at the currency rate, carry the remainder between batches and skip free rounds and wins', async () => {
    const m = await readyMember(t.app, t.db);
    const seen: { topic_name: string }[] = [];
    const off = await t.app.events.subscribe(m.userId, (message) => seen.push(message));
    await game(m.userId, 'bet', 15_050n); // 150.50 baht: 1.50 points, 0.50 baht carried
    await game(m.userId, 'result', 500_000n); // a win earns nothing
    await game(m.userId, 'bet', 100_000n, { free: true }); // a free spin earns nothing
    await pointsReach(m.userId, 150n);

    await game(m.userId, 'bet', 50n); // with the 0.50 carried: one more hundredth
    await pointsReach(m.userId, 151n);
    expect(await badge(m.userId)).toBe(151n);
    expect(seen.some((message) => message.topic_name === 'POINT')).toBe(true);
    await off();

    const wallet = await t.app.inject({ url: '/api/mb/wallet', headers: m.headers });
    expect(wallet.json<{ data: { pointData: object }[] }>().data[0]?.pointData).toEqual({
      point: 1.51,
      badge_point: 1.51,
      is_display: true,
    });
  });

  it('earn at the ringgit rate for a member in MYR', async () => {
    const userId = await insertMember(t.db, await currencyId('MYR'));
    await game(userId, 'bet', 2_500n, { currency: await currencyId('MYR') }); // 25.00 ringgit: 2.50 points
    await pointsReach(userId, 250n);
  });

  it('take a refunded stake back from what later bets earn, never from points held', async () => {
    const userId = await insertMember(t.db);
    await game(userId, 'bet', 10_000n);
    await pointsReach(userId, 100n);
    await game(userId, 'refund', 10_000n);
    await game(userId, 'bet', 10_000n);
    await t.app.stream.catchUp(['bet-points']);
    expect(await points(userId)).toBe(100n);
    await game(userId, 'bet', 10_000n);
    await pointsReach(userId, 200n);
  });

  it('credit a batch once when it crashed after applying', async () => {
    const userId = await insertMember(t.db);
    await game(userId, 'bet', 30_000n);
    await crashOneBatch(t.db, t.app.stream.projections, 'bet-points');
    expect(await points(userId)).toBe(0n);
    await pointsReach(userId, 300n);
    await t.app.stream.catchUp(['bet-points']);
    expect(await points(userId)).toBe(300n);
    const invariants = await readInvariants(t.db);
    expect(invariants.drifting).toEqual([]);
    expect(invariants.negative).toEqual([]);
    expect(invariants.sums.get(null)).toBe(0n);
  });
});

describe('quest points', () => {
  it('count towards the badge too', async () => {
    const m = await readyMember(t.app, t.db);
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT id FROM quests WHERE code = 'three-rounds-thb'`,
    );
    const questId = rows[0]?.id ?? 0;
    const post = (service: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/mb/${service}`,
        headers: m.headers,
        payload: { quest_information_id: questId },
      });
    expect((await post('quest-information')).statusCode).toBe(201);
    for (let n = 0; n < 3; n += 1) await game(m.userId, 'bet', 1_000n);
    await expect
      .poll(
        async () => {
          await t.app.stream.catchUp(['quest-progress']);
          return (await post('quest-play')).statusCode;
        },
        { timeout: 5_000, interval: 50 },
      )
      .toBe(201);
    // 50 points from the quest (the 30 baht staked earn no bet points yet: the stream is not caught up).
    expect(await points(m.userId)).toBe(5_000n);
    expect(await badge(m.userId)).toBe(5_000n);
  });
});

describe('total-points', () => {
  it("shows the member's totals and points movements, newest first, within a date range", async () => {
    const m = await readyMember(t.app, t.db);
    await game(m.userId, 'bet', 20_000n);
    await pointsReach(m.userId, 200n);
    await game(m.userId, 'bet', 10_000n);
    await pointsReach(m.userId, 300n);

    const res = await t.app.inject({ url: '/api/mb/total-points', headers: m.headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ total: number; data: PointMovement[]; totals: PointTotals }>();
    expect(body.totals).toEqual({
      point: '3.00',
      badge_point: '3.00',
      earned: '3.00',
      spent: '0.00',
      is_display: true,
    });
    expect(body.total).toBe(2);
    expect(body.data.map((row) => [row.type, row.points, row.balance_after])).toEqual([
      ['bet_points', '1.00', '3.00'],
      ['bet_points', '2.00', '2.00'],
    ]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const later = await t.app.inject({
      url: `/api/mb/total-points?start_date=${tomorrow}`,
      headers: m.headers,
    });
    expect(later.json<{ total: number }>().total).toBe(0);
  });

  it('needs the point privilege', async () => {
    const m = await readyMember(t.app, t.db);
    await setMemberPrivilege(t.db, m.userId, 'point', false);
    const res = await t.app.inject({ url: '/api/mb/total-points', headers: m.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ reason: 'PRIVILEGE_REQUIRED' });
  });
});

describe('earn rates set by staff', () => {
  const setRate = (payload: object, headers: Record<string, string> = staffAuth) =>
    t.app.inject({ method: 'POST', url: rewardApi.adminPointEarnRateSave.path, headers, payload });
  const audits = async () =>
    (
      await t.db.query<{ target_id: string; before: unknown; after: unknown }>(
        `SELECT target_id, before, after FROM admin_audit WHERE action = 'point_earn_rate.save' ORDER BY id`,
      )
    ).rows;

  it('apply from the next batch on, audited with the rate before', async () => {
    const userId = await insertMember(t.db);
    await game(userId, 'bet', 5_000n); // 50 baht at the seeded point per 100 baht: 0.50 points
    await pointsReach(userId, 50n);
    const res = await setRate({ currency_code: 'thb', stake_per_point: '20' });
    expect(res.statusCode, res.body).toBe(200);
    const thb: PointEarnRate = { currency_id: 1, stake_per_point: '20.00', is_active: true };
    expect(res.json()).toEqual(thb);
    await game(userId, 'bet', 5_000n); // 50 baht at a point per 20 baht: 2.50 points
    await pointsReach(userId, 300n);
    expect(await audits()).toEqual([
      { target_id: '1', before: { ...thb, stake_per_point: '100.00' }, after: thb },
    ]);
  });

  it('earn nothing while off, not even once back on; a currency without a rate gets one', async () => {
    const myr = await currencyId('MYR');
    await t.db.query('DELETE FROM point_earn_rates WHERE currency_id = $1', [myr]);
    const off = await setRate({ currency_code: 'MYR', stake_per_point: '5', is_active: false });
    expect(off.json()).toEqual({ currency_id: myr, stake_per_point: '5.00', is_active: false });
    expect((await audits()).at(-1)).toMatchObject({ before: null });

    const userId = await insertMember(t.db, myr);
    await game(userId, 'bet', 1_000n, { currency: myr });
    // A THB bet written after it: once it earned, the MYR bet was applied too (the stream is in order).
    const witness = await insertMember(t.db);
    await game(witness, 'bet', 2_000n);
    await pointsReach(witness, 100n);
    expect(await points(userId)).toBe(0n);

    expect((await setRate({ currency_code: 'MYR', stake_per_point: '5' })).statusCode).toBe(200);
    await game(userId, 'bet', 1_000n, { currency: myr }); // 10 ringgit at a point per 5: 2 points
    await pointsReach(userId, 200n);
  });

  it('refuse an unknown currency, a stake not above zero or finer than the currency, and non-staff', async () => {
    for (const payload of [
      { currency_code: 'EUR', stake_per_point: '10' },
      { currency_code: 'THB', stake_per_point: '0' },
      { currency_code: 'THB', stake_per_point: '-5' },
      { currency_code: 'THB', stake_per_point: '0.001' },
    ]) {
      const res = await setRate(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ reason: 'VALIDATION_FAILED' });
    }
    expect((await setRate({ currency_code: 'THB', stake_per_point: '10' }, {})).statusCode).toBe(401);
    expect(await audits()).toHaveLength(3);
  });
});
