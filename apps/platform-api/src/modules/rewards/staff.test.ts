import type { AdminRedemption, AdminReward, ExchangeRate, Reward } from '@casino/contracts/rewards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { readyMember, STAFF_SEED, staffAuth } from '../withdrawal/testing';
import { ledgerIsSound, pointsOf, redeemedHoodie, rewardIdOf } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: STAFF_SEED });
});
afterAll(() => t.close());

const staffPost = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: staffAuth, payload });
const auditOf = async (action: string) =>
  (await t.db.query<{ target_id: string }>('SELECT target_id FROM admin_audit WHERE action = $1', [action]))
    .rows;

const mug = {
  code: 'mug-thb',
  type: 'special',
  currency_code: 'thb',
  texts: {
    en: { name: 'Ceramic mug', description: 'A mug for your morning coffee.' },
    th: { name: 'แก้วมักเซรามิก', description: 'แก้วมักสำหรับกาแฟยามเช้า' },
  },
  image_url: '/pbgapi/assets/rewards/hoodie.svg',
  points: '500',
  product_value: '250',
  stock: 2,
};

describe('the catalogue', () => {
  it('lists every item with its redemptions, and saves an item by code with its texts', async () => {
    const list = await t.app.inject({ url: '/admin/rewards', headers: staffAuth });
    expect(list.statusCode, list.body).toBe(200);
    const seeded = list.json<{ data: AdminReward[] }>().data;
    expect(seeded.map((item) => item.code)).toContain('smartwatch-myr');

    const saved = await staffPost('/admin/rewards', mug);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminReward>()).toMatchObject({
      code: 'mug-thb',
      name: 'Ceramic mug',
      points: '500.00',
      product_value: '250.00',
      stock: 2,
      currency_id: 1,
      is_active: true,
      redeemed: 0,
    });
    const replaced = await staffPost('/admin/rewards', { ...mug, points: '450.5', stock: null });
    expect(replaced.json<AdminReward>()).toMatchObject({
      id: saved.json<AdminReward>().id,
      points: '450.50',
      stock: null,
    });
    expect(await auditOf('reward.save')).toHaveLength(2);

    const m = await readyMember(t.app, t.db);
    const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM languages WHERE code = 'th'`);
    const thai = await t.app.inject({
      url: `/api/mb/redeem-type?type=special&language_id=${rows[0]?.id}`,
      headers: m.headers,
    });
    const found = thai
      .json<{ data: Reward[] }>()
      .data.find((item) => item.id === saved.json<AdminReward>().id);
    expect(found?.name).toBe('แก้วมักเซรามิก');
  });

  it('saves a lucky box with its prizes and refuses inconsistent ones', async () => {
    const box = {
      code: 'cli-box-thb',
      type: 'lucky_box',
      currency_code: 'THB',
      texts: { en: { name: 'Tiny box', description: '' } },
      points: '10',
      prizes: [
        { kind: 'money', amount: '1.50', weight: 3, labels: { en: '฿1.50' } },
        { kind: 'points', amount: '5', weight: 1, labels: { en: '5 points' } },
        { kind: 'nothing', weight: 4, labels: { en: 'Nothing' } },
      ],
    };
    const saved = await staffPost('/admin/rewards', box);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminReward>().prizes).toEqual([
      { kind: 'money', amount: '1.50', label: '฿1.50', chance: '37.5' },
      { kind: 'points', amount: '5.00', label: '5 points', chance: '12.5' },
      { kind: 'nothing', amount: '0', label: 'Nothing', chance: '50' },
    ]);
    expect((await staffPost('/admin/rewards', { ...box, prizes: [] })).statusCode).toBe(400);
    expect((await staffPost('/admin/rewards', { ...mug, prizes: box.prizes })).statusCode).toBe(400);
    const decimals = await staffPost('/admin/rewards', {
      ...box,
      prizes: [{ kind: 'money', amount: '1.505', weight: 1, labels: { en: 'x' } }],
    });
    expect(decimals.statusCode).toBe(400);
    expect((await staffPost('/admin/rewards', { ...box, currency_code: 'EUR' })).statusCode).toBe(400);
  });

  it('sets the exchange rate of a currency, audited', async () => {
    const res = await staffPost('/admin/exchange-rates', {
      currency_code: 'MYR',
      points_per_unit: '50',
      min_points: '20',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ExchangeRate>()).toMatchObject({
      points_per_unit: '50.00',
      min_points: '20.00',
      max_points: null,
    });
    const rates = await t.app.inject({
      url: `/pbgapi/pb/exchange-reward?currency_id=${res.json<ExchangeRate>().currency_id}`,
    });
    expect(rates.json<{ data: ExchangeRate[] }>().data[0]?.points_per_unit).toBe('50.00');
    expect(await auditOf('exchange_rate.save')).toHaveLength(1);
    const bad = await staffPost('/admin/exchange-rates', {
      currency_code: 'MYR',
      points_per_unit: '50',
      min_points: '20',
      max_points: '10',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses anyone but staff', async () => {
    expect((await t.app.inject({ url: '/admin/rewards' })).statusCode).toBe(401);
  });
});

describe('shipping special rewards', () => {
  const redeemed = () => redeemedHoodie(t.app, t.db);
  const update = (id: number, payload: object) => staffPost(`/admin/redemptions/${id}`, payload);

  it('approve, then ship with a tracking number the member sees', async () => {
    const { m, id } = await redeemed();
    const pending = await t.app.inject({ url: '/admin/redemptions?status=pending', headers: staffAuth });
    expect(pending.json<{ data: AdminRedemption[] }>().data.map((row) => row.id)).toContain(id);

    expect((await update(id, { status: 'approved' })).json<AdminRedemption>().status).toBe('approved');
    expect((await update(id, { status: 'shipped' })).statusCode).toBe(400);
    const shipped = await update(id, { status: 'shipped', tracking_number: 'TH123456789' });
    expect(shipped.json<AdminRedemption>()).toMatchObject({
      status: 'shipped',
      tracking_number: 'TH123456789',
    });
    expect((await update(id, { status: 'rejected' })).statusCode).toBe(409);

    const history = await t.app.inject({ url: '/api/mb/redeem-transaction', headers: m.headers });
    expect(history.json<{ data: { status: string; tracking_number: string }[] }>().data[0]).toMatchObject({
      status: 'shipped',
      tracking_number: 'TH123456789',
    });
    expect(await auditOf('redemption.shipped')).toContainEqual({ target_id: String(id) });
  });

  it('reject: the points come back once and the item returns to the stock', async () => {
    const { m, id } = await redeemed();
    const hoodie = await rewardIdOf(t.db, 'hoodie-thb');
    const stock = async () =>
      (await t.db.query<{ stock: number }>('SELECT stock FROM rewards WHERE id = $1', [hoodie])).rows[0]
        ?.stock;
    const before = await stock();
    expect(await pointsOf(t.db, m.userId)).toBe(0n);
    const seen: { topic_name: string }[] = [];
    const off = await t.app.events.subscribe(m.userId, (message) => seen.push(message));
    const rejected = await update(id, { status: 'rejected', note: 'Address outside delivery area' });
    expect(rejected.json<AdminRedemption>()).toMatchObject({
      status: 'rejected',
      username: expect.any(String),
    });
    expect(await pointsOf(t.db, m.userId)).toBe(990_000n);
    expect(await stock()).toBe((before ?? 0) + 1);
    expect(seen.map((message) => message.topic_name)).toContain('POINT');
    await off();
    // Twice at once: one answer refuses, the points came back once.
    const again = await Promise.all([1, 2].map(() => update(id, { status: 'rejected' })));
    expect(again.map((res) => res.statusCode)).toEqual([409, 409]);
    expect(await pointsOf(t.db, m.userId)).toBe(990_000n);
    // Badge points count what was earned, not what came back.
    const totals = await t.app.inject({ url: '/api/mb/total-points', headers: m.headers });
    expect(totals.json<{ totals: object }>().totals).toMatchObject({
      point: '9900.00',
      badge_point: '9900.00',
    });
    expect((await update(999_999, { status: 'approved' })).statusCode).toBe(404);
    await ledgerIsSound(t.db);
  });
});
