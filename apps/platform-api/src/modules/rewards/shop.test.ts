import type { ExchangeRate, RedeemTransaction, RedeemType, Reward } from '@casino/contracts/rewards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { setMemberPrivilege } from '../privileges/privileges';
import { readyMember } from '../withdrawal/testing';
import { givePoints, ledgerIsSound, pointsOf, postAs, rewardIdOf, walletOf } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof readyMember>>;
const languageId = async (code: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM languages WHERE code = $1', [code])).rows[0]?.id ?? 0;
const shop = async (m: Member, query = '') => {
  const res = await t.app.inject({ url: `/api/mb/redeem-type${query}`, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Reward[] }>().data;
};
const history = async (m: Member, query = '') => {
  const res = await t.app.inject({ url: `/api/mb/redeem-transaction${query}`, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ total: number; data: RedeemTransaction[] }>();
};
const address = { address: '99/1 Sukhumvit Road, Bangkok 10110', phone: '0812345678', email: '' };

describe('the shop', () => {
  it('names its tabs in the language asked', async () => {
    const res = await t.app.inject({
      url: `/pbgapi/pb/redeem-type-list?language_id=${await languageId('th')}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: RedeemType[] }>().data).toEqual([
      { id: 1, code: 'special', redeem_type_name: 'รางวัลพิเศษ' },
      { id: 2, code: 'lucky_box', redeem_type_name: 'กล่องนำโชค' },
      { id: 3, code: 'random_card', redeem_type_name: 'การ์ดสุ่ม' },
      { id: 4, code: 'free_spin', redeem_type_name: 'ฟรีสปิน' },
      { id: 5, code: 'exchange', redeem_type_name: 'แลกคะแนน' },
    ]);
  });

  it("shows a member their currency's items with pictures served locally and prizes with chances", async () => {
    const m = await readyMember(t.app, t.db);
    const items = await shop(m);
    expect(items.filter((item) => item.type === 'special').map((item) => item.name)).toEqual([
      'Branded hoodie',
      'Wireless earbuds',
      'Smartwatch',
      'Gold-plated card holder',
    ]);
    expect(items.filter((item) => item.type === 'lucky_box')).toHaveLength(2);
    const hoodie = items[0];
    expect(hoodie).toMatchObject({ points: '9900.00', product_value: '1290.00', stock: 50, prizes: [] });
    const image = await t.app.inject({ url: hoodie?.image_url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);

    const [silver] = await shop(m, `?type=lucky_box&language_id=${await languageId('jp')}`);
    expect(silver?.name).toBe('シルバーラッキーボックス');
    expect(silver?.prizes[0]).toEqual({ kind: 'money', amount: '5.00', label: '฿5', chance: '40' });
    expect(silver?.prizes.map((prize) => prize.chance)).toEqual(['40', '25', '10', '15', '2', '8']);
    expect(silver?.prizes[3]).toMatchObject({ kind: 'points', amount: '50.00', label: '50ポイント' });
  });

  it('answers the exchange rate of a currency', async () => {
    const res = await t.app.inject({ url: '/pbgapi/pb/exchange-reward?currency_id=1' });
    expect(res.json<{ data: ExchangeRate[] }>().data).toEqual([
      {
        currency_id: 1,
        points_per_unit: '10.00',
        min_points: '100.00',
        max_points: '100000.00',
        is_active: true,
      },
    ]);
  });

  it('needs the point privilege', async () => {
    const m = await readyMember(t.app, t.db);
    await setMemberPrivilege(t.db, m.userId, 'point', false);
    for (const url of ['/api/mb/redeem-type', '/api/mb/redeem-transaction', '/api/mb/reward-seed']) {
      expect((await t.app.inject({ url, headers: m.headers })).statusCode).toBe(403);
    }
    const res = await postAs(t.app, m.headers)('redeem-exchange-point', { points: '100' });
    expect(res.json()).toMatchObject({ code: 403, reason: 'PRIVILEGE_REQUIRED' });
  });
});

describe('special rewards', () => {
  it('spend the points, take one from the stock and wait for staff with the address given', async () => {
    const m = await readyMember(t.app, t.db);
    const holder = await rewardIdOf(t.db, 'card-holder-thb');
    await givePoints(t.db, m.userId, 1_000_000n);
    const res = await postAs(t.app, m.headers)('redeem-reward', { reward_id: holder, ...address });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<RedeemTransaction>()).toMatchObject({
      type: { code: 'special' },
      name: 'Gold-plated card holder',
      points: '6900.00',
      product_value: '890.00',
      status: 'pending',
      address: address.address,
      phone: address.phone,
      email: null,
      tracking_number: null,
      prize: null,
      fairness: null,
    });
    expect(await pointsOf(t.db, m.userId)).toBe(1_000_000n - 690_000n);
    expect((await shop(m)).find((item) => item.id === holder)?.stock).toBe(99);
    const log = await t.app.inject({ url: '/api/mb/activity-logs?type=redeem_reward', headers: m.headers });
    expect(log.json<{ data: { detail: object }[] }>().data[0]?.detail).toMatchObject({
      name: 'Gold-plated card holder',
      points: '6900.00',
    });
    await ledgerIsSound(t.db);
  });

  it('refuse without an address, and without points: POINTS_NOT_ENOUGH and nothing moves', async () => {
    const m = await readyMember(t.app, t.db);
    const watch = await rewardIdOf(t.db, 'smartwatch-thb');
    const post = postAs(t.app, m.headers);
    expect((await post('redeem-reward', { reward_id: watch, address: '' })).statusCode).toBe(400);
    await givePoints(t.db, m.userId, 4_989_999n);
    const res = await post('redeem-reward', { reward_id: watch, ...address });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ reason: 'POINTS_NOT_ENOUGH', message: 'Points not enough' });
    expect(await pointsOf(t.db, m.userId)).toBe(4_989_999n);
    expect((await shop(m)).find((item) => item.id === watch)?.stock).toBe(10);
    expect((await history(m)).total).toBe(0);
  });

  it('refuse unknown, inactive, sold-out, another currency and another page', async () => {
    const m = await readyMember(t.app, t.db);
    await givePoints(t.db, m.userId, 10_000_000n);
    const post = postAs(t.app, m.headers);
    const redeem = (reward_id: number) => post('redeem-reward', { reward_id, ...address });
    expect((await redeem(999_999)).json()).toMatchObject({ code: 404, reason: 'NOT_FOUND' });
    expect((await redeem(await rewardIdOf(t.db, 'hoodie-myr'))).json()).toMatchObject({
      code: 400,
      reason: 'REWARD_UNAVAILABLE',
    });
    expect((await redeem(await rewardIdOf(t.db, 'lucky-box-gold-thb'))).json()).toMatchObject({
      reason: 'REWARD_UNAVAILABLE',
      message: 'This reward is redeemed on another page',
    });
    const earbuds = await rewardIdOf(t.db, 'earbuds-thb');
    await t.db.query('UPDATE rewards SET stock = 0 WHERE id = $1', [earbuds]);
    expect((await redeem(earbuds)).json()).toMatchObject({
      reason: 'REWARD_UNAVAILABLE',
      message: 'This reward is out of stock',
    });
    await t.db.query('UPDATE rewards SET stock = 30 WHERE id = $1', [earbuds]);
    const hoodie = await rewardIdOf(t.db, 'hoodie-thb');
    await t.db.query('UPDATE rewards SET is_active = false WHERE id = $1', [hoodie]);
    expect((await redeem(hoodie)).json()).toMatchObject({ reason: 'REWARD_UNAVAILABLE' });
    await t.db.query('UPDATE rewards SET is_active = true WHERE id = $1', [hoodie]);
    expect(await pointsOf(t.db, m.userId)).toBe(10_000_000n);
  });

  it('sent twice at once with points for one: exactly one succeeds, the other is POINTS_NOT_ENOUGH', async () => {
    const m = await readyMember(t.app, t.db);
    const hoodie = await rewardIdOf(t.db, 'hoodie-thb');
    await givePoints(t.db, m.userId, 990_000n);
    const post = postAs(t.app, m.headers);
    const results = await Promise.all(
      [1, 2].map(() => post('redeem-reward', { reward_id: hoodie, ...address })),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 422]);
    expect(results.find((res) => res.statusCode === 422)?.json()).toMatchObject({
      reason: 'POINTS_NOT_ENOUGH',
    });
    expect(await pointsOf(t.db, m.userId)).toBe(0n);
    expect((await history(m)).total).toBe(1);
    await ledgerIsSound(t.db);
  });
});

describe('exchanging points', () => {
  it('pays money into the wallet at the rate and spends only the points that buy whole minor units', async () => {
    const m = await readyMember(t.app, t.db);
    await givePoints(t.db, m.userId, 50_000n); // 500 points
    const post = postAs(t.app, m.headers);
    const res = await post('redeem-exchange-point', { points: '123.45' });
    expect(res.statusCode, res.body).toBe(201);
    // 10 points a baht: 123.45 points buy 12.34 baht for 123.40 points.
    expect(res.json<RedeemTransaction>()).toMatchObject({
      type: { code: 'exchange', redeem_type_name: 'Exchange points' },
      points: '123.40',
      status: 'completed',
      prize: { kind: 'money', amount: '12.34', label: '12.34 THB' },
    });
    expect(await walletOf(t.db, m.userId)).toBe(1_234n);
    expect(await pointsOf(t.db, m.userId)).toBe(50_000n - 12_340n);
    const log = await t.app.inject({ url: '/api/mb/activity-logs?type=exchange_money', headers: m.headers });
    expect(log.json<{ data: { detail: object }[] }>().data[0]?.detail).toMatchObject({ amount: '12.34' });

    const below = await post('redeem-exchange-point', { points: '99.99' });
    expect(below.json()).toMatchObject({
      code: 400,
      reason: 'VALIDATION_FAILED',
      message: 'Exchange at least 100.00 points',
    });
    const above = await post('redeem-exchange-point', { points: '100000.01' });
    expect(above.json()).toMatchObject({
      reason: 'VALIDATION_FAILED',
      message: 'Exchange at most 100000.00 points',
    });
    const tooMany = await post('redeem-exchange-point', { points: '1000' });
    expect(tooMany.json()).toMatchObject({ code: 422, reason: 'POINTS_NOT_ENOUGH' });
    expect(await walletOf(t.db, m.userId)).toBe(1_234n);
    await ledgerIsSound(t.db);
  });

  it('is refused while the rate is off', async () => {
    const m = await readyMember(t.app, t.db);
    await givePoints(t.db, m.userId, 50_000n);
    await t.db.query('UPDATE point_exchange_rates SET is_active = false WHERE currency_id = 1');
    try {
      const res = await postAs(t.app, m.headers)('redeem-exchange-point', { points: '100' });
      expect(res.json()).toMatchObject({ reason: 'REWARD_UNAVAILABLE' });
    } finally {
      await t.db.query('UPDATE point_exchange_rates SET is_active = true WHERE currency_id = 1');
    }
  });
});

describe('the redeem history', () => {
  it('lists every kind of redemption, free spins too, in the language asked and within a date range', async () => {
    const m = await readyMember(t.app, t.db);
    await givePoints(t.db, m.userId, 1_000_000n);
    const post = postAs(t.app, m.headers);
    await post('redeem-reward', { reward_id: await rewardIdOf(t.db, 'hoodie-thb'), ...address });
    await post('redeem-exchange-point', { points: '100' });
    // As the free-spin shop records its redemptions.
    await t.db.query(
      `INSERT INTO redeem_transactions (user_id, redeem_type_id, reward_id, names, points, currency_id, status,
         idempotency_key)
       VALUES ($1, 4, 1, '{"en": "20 spins on Jade Fortune", "th": "ฟรี 20 สปิน Jade Fortune"}', 30000, 1,
         'completed', $2)`,
      [m.userId, `free-spin-test-${m.userId}`],
    );
    const th = await history(m, `?language_id=${await languageId('th')}`);
    expect(th.total).toBe(3);
    expect(th.data.map((row) => [row.type.code, row.type.redeem_type_name, row.name])).toEqual([
      ['free_spin', 'ฟรีสปิน', 'ฟรี 20 สปิน Jade Fortune'],
      ['exchange', 'แลกคะแนน', 'แลกคะแนน'],
      ['special', 'รางวัลพิเศษ', 'เสื้อฮู้ดดี้ลายแบรนด์'],
    ]);
    expect((await history(m, '?type=special')).total).toBe(1);
    expect((await history(m, '?$limit=1&$skip=1')).data[0]?.type.code).toBe('exchange');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await history(m, `?start_date=${tomorrow}`)).total).toBe(0);
  });
});
