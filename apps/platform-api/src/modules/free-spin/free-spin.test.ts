import type { GameListItem, Paginated } from '@casino/contracts';
import type { FreeSpinGrant, FreeSpinOffer } from '@casino/contracts/rewards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../ledger';
import { readInvariants } from '../../ledger/testing';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { setMemberPrivilege } from '../privileges/privileges';
import { readyMember, STAFF_SEED, staffAuth } from '../withdrawal/testing';
import { givePoints, offerIdOf, redeemGrant, redeemRequest } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: STAFF_SEED });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof readyMember>>;
const auth = (m: Member) => m.headers.authorization;
const points = (m: Member) => balanceOf(t.db, { userId: m.userId, kind: 'points' });
const grantsOf = async (m: Member, query = '') => {
  const res = await t.app.inject({ url: `/api/mb/redeem-freespin${query}`, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: FreeSpinGrant[] }>().data;
};
const idOfLanguage = async (code: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM languages WHERE code = $1', [code])).rows[0]?.id;

describe('the shop', () => {
  it('lists the offers of a currency in the language asked, of one provider or all', async () => {
    const thai = await idOfLanguage('th');
    const res = await t.app.inject({
      url: `/pbgapi/pb/redeem-freespin-list?currency_id=1&language_id=${thai}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const offers = res.json<{ data: FreeSpinOffer[] }>().data;
    expect(offers.length).toBeGreaterThanOrEqual(4);
    expect(offers.every((offer) => offer.currency_id === 1)).toBe(true);
    expect(offers[0]).toMatchObject({
      name: 'ฟรีสปิน 10 ครั้ง ในเกม Jade Fortune',
      provider: { name: 'Jade Studio' },
      game_list: [{ name: 'Jade Fortune' }],
      spins: 10,
      amount_per_round: '1.00',
      points: '500.00',
      valid_days: 7,
      turnover: '1',
    });
    // Each game carries what launching it takes, as the lobby lists it.
    const lobby = await t.app.inject({ url: '/pbgapi/pb/game-list?search=Jade%20Fortune' });
    const listed = lobby.json<Paginated<GameListItem>>().data.find((game) => game.name === 'Jade Fortune');
    if (!listed) throw new Error('Jade Fortune is not in the lobby');
    expect(offers[0]?.game_list[0]).toEqual({
      game_list_id: listed.id,
      name: listed.name,
      image_url: listed.image_url,
      provider_id: listed.provider_id,
      provider_name: listed.provider_name,
      code: listed.code,
      use_iframe: listed.use_iframe,
      game_category_id: listed.game_category_id,
      category_code: listed.category_code,
      is_demo: listed.is_demo,
    });
    const providers = await t.app.inject({ url: '/pbgapi/pb/redeem-freespin-filter?currency_id=1' });
    const filter = providers.json<{ data: { id: number; name: string }[] }>().data;
    expect(filter.map((provider) => provider.name)).toEqual(['Jade Studio']);
    const ofProvider = await t.app.inject({
      url: `/pbgapi/pb/redeem-freespin-list?currency_id=1&provider_id=${filter[0]?.id}`,
    });
    expect(ofProvider.json<{ data: FreeSpinOffer[] }>().data).toHaveLength(offers.length);
    const none = await t.app.inject({ url: '/pbgapi/pb/redeem-freespin-list?provider_id=999999' });
    expect(none.json<{ data: FreeSpinOffer[] }>().data).toEqual([]);
  });
});

describe('redeeming', () => {
  it('spends the points, grants the spins, records the redemption and tells the member', async () => {
    const m = await readyMember(t.app, t.db);
    await givePoints(t.db, m.userId, 600_00n);
    const offerId = await offerIdOf(t.db, 'jade-fortune-10-thb');
    const received: unknown[] = [];
    const off = await t.app.events.subscribe(m.userId, (message) => received.push(message));
    let grant: FreeSpinGrant;
    try {
      grant = await redeemGrant(t.app, auth(m), offerId);
    } finally {
      await off();
    }
    expect(grant).toMatchObject({
      offer_id: offerId,
      name: '10 free spins on Jade Fortune',
      game_list: [{ name: 'Jade Fortune', provider_name: 'Jade Studio', use_iframe: true }],
      spins: 10,
      spins_left: 10,
      amount_per_round: '1.00',
      total_win: '0.00',
      points: '500.00',
      status: 'active',
    });
    const days = (Date.parse(grant.expire_date) - Date.parse(grant.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
    expect(await points(m)).toBe(100_00n);

    const rows = await t.db.query<{
      redeem_type_id: number;
      reward_id: number;
      points: bigint;
      status: string;
    }>('SELECT redeem_type_id, reward_id, points, status FROM redeem_transactions WHERE user_id = $1', [
      m.userId,
    ]);
    expect(rows.rows).toEqual([
      { redeem_type_id: 4, reward_id: offerId, points: 500_00n, status: 'completed' },
    ]);
    const activity = await t.db.query<{ detail: Record<string, unknown> }>(
      `SELECT detail FROM activity_logs WHERE user_id = $1 AND type = 'redeem_freespin'`,
      [m.userId],
    );
    expect(activity.rows[0]?.detail).toMatchObject({ grant_id: grant.id, points: '500.00', spins: 10 });
    expect(received).toEqual([
      {
        topic_name: 'FREESPIN_PROMOTION',
        data: {
          grant_id: grant.id,
          spins: 10,
          amount_per_round: '1.00',
          expire_date: grant.expire_date,
          game: grant.game_list[0],
        },
      },
      { topic_name: 'POINT', data: {} },
    ]);
  });

  it('refuses a member short of points and changes nothing', async () => {
    const m = await readyMember(t.app, t.db);
    await givePoints(t.db, m.userId, 499_99n);
    const res = await redeemRequest(t.app, auth(m), await offerIdOf(t.db, 'jade-fortune-10-thb'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ reason: 'POINTS_NOT_ENOUGH', message: 'Points not enough' });
    expect(await points(m)).toBe(499_99n);
    expect(await grantsOf(m)).toEqual([]);
    const rows = await t.db.query('SELECT 1 FROM redeem_transactions WHERE user_id = $1', [m.userId]);
    expect(rows.rows).toHaveLength(0);
  });

  it('lets exactly one of two parallel redeems through when the points pay for one', async () => {
    const m = await readyMember(t.app, t.db);
    await givePoints(t.db, m.userId, 500_00n);
    const offerId = await offerIdOf(t.db, 'jade-fortune-10-thb');
    const answers = await Promise.all([1, 2].map(() => redeemRequest(t.app, auth(m), offerId)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422]);
    expect(await points(m)).toBe(0n);
    expect(await grantsOf(m)).toHaveLength(1);
  });

  it('refuses without the point privilege, an unknown, foreign-currency or inactive offer', async () => {
    const m = await readyMember(t.app, t.db);
    await givePoints(t.db, m.userId, 10_000_00n);
    await setMemberPrivilege(t.db, m.userId, 'point', false);
    const offerId = await offerIdOf(t.db, 'jade-fortune-10-thb');
    expect((await redeemRequest(t.app, auth(m), offerId)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/mb/redeem-freespin', headers: m.headers })).statusCode).toBe(403);
    await setMemberPrivilege(t.db, m.userId, 'point', true);

    expect((await redeemRequest(t.app, auth(m), 999_999)).statusCode).toBe(404);
    const ringgit = await offerIdOf(t.db, 'jade-fortune-10-myr');
    expect((await redeemRequest(t.app, auth(m), ringgit)).json()).toMatchObject({ reason: 'NOT_FOUND' });
    await t.db.query('UPDATE free_spin_offers SET is_active = false WHERE id = $1', [offerId]);
    try {
      const inactive = await redeemRequest(t.app, auth(m), offerId);
      expect(inactive.statusCode).toBe(400);
      expect(inactive.json()).toMatchObject({ reason: 'FREE_SPIN_UNAVAILABLE' });
    } finally {
      await t.db.query('UPDATE free_spin_offers SET is_active = true WHERE id = $1', [offerId]);
    }
    expect(await points(m)).toBe(10_000_00n);
  });
});

describe("the member's spins", () => {
  it('lists playable grants first; a grant past its expiry reads expired', async () => {
    const m = await readyMember(t.app, t.db);
    await givePoints(t.db, m.userId, 10_000_00n);
    const older = await redeemGrant(t.app, auth(m), await offerIdOf(t.db, 'temple-ways-20-thb'));
    const newer = await redeemGrant(t.app, auth(m), await offerIdOf(t.db, 'jade-fortune-10-thb'));
    await t.db.query(`UPDATE free_spin_grants SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      newer.id,
    ]);
    const all = await grantsOf(m);
    expect(all.map((grant) => [grant.id, grant.status])).toEqual([
      [older.id, 'active'],
      [newer.id, 'expired'],
    ]);
    expect((await grantsOf(m, '?status=expired')).map((grant) => grant.id)).toEqual([newer.id]);
    expect(await grantsOf(m, '?status=used')).toEqual([]);
  });

  it('launches each game as its provider opens now, in the list and in the alert', async () => {
    const m = await readyMember(t.app, t.db);
    await givePoints(t.db, m.userId, 500_00n);
    const received: { topic_name: string; data: unknown }[] = [];
    const off = await t.app.events.subscribe(m.userId, (message) => received.push(message));
    const provider = `SELECT use_iframe FROM game_providers WHERE code = 'jade-studio'`;
    const before = (await t.db.query<{ use_iframe: boolean }>(provider)).rows[0]?.use_iframe;
    // The provider moves its games from an iframe to a tab of their own.
    await t.db.query(`UPDATE game_providers SET use_iframe = false WHERE code = 'jade-studio'`);
    try {
      const grant = await redeemGrant(t.app, auth(m), await offerIdOf(t.db, 'jade-fortune-10-thb'));
      expect(grant.game_list).toEqual([expect.objectContaining({ name: 'Jade Fortune', use_iframe: false })]);
      expect((await grantsOf(m))[0]?.game_list).toEqual(grant.game_list);
      const alert = received.find((message) => message.topic_name === 'FREESPIN_PROMOTION');
      expect(alert?.data).toMatchObject({ grant_id: grant.id, game: { use_iframe: false } });
    } finally {
      await off();
      await t.db.query(`UPDATE game_providers SET use_iframe = $1 WHERE code = 'jade-studio'`, [before]);
    }
  });
});

describe('staff', () => {
  const save = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/admin/free-spin-offers', headers: staffAuth, payload });

  it('saves an offer by code (audited) and lists every offer with its redemptions', async () => {
    const body = {
      code: 'staff-offer',
      currency_code: 'thb',
      provider_code: 'jade-studio',
      game_codes: ['temple-ways', 'jade-fortune'],
      names: { en: '5 free spins', th: 'ฟรีสปิน 5 ครั้ง' },
      spins: 5,
      amount_per_round: '3.00',
      points: '150.50',
      turnover: '1.5',
    };
    const created = await save(body);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      code: 'staff-offer',
      name: '5 free spins',
      game_list: [{ name: 'Temple Ways' }, { name: 'Jade Fortune' }],
      amount_per_round: '3.00',
      points: '150.50',
      valid_days: 7,
      turnover: '1.5',
      is_active: true,
      redeemed: 0,
    });
    const updated = await save({ ...body, spins: 6, is_active: false });
    expect(updated.json()).toMatchObject({
      id: created.json<{ id: number }>().id,
      spins: 6,
      is_active: false,
    });
    const audits = await t.db.query(`SELECT 1 FROM admin_audit WHERE action = 'free_spin_offer.save'`);
    expect(audits.rows).toHaveLength(2);

    const wrongGame = await save({ ...body, game_codes: ['rocket-crash'] });
    expect(wrongGame.statusCode).toBe(400);
    expect(wrongGame.json<{ message: string }>().message).toContain('rocket-crash');
    expect((await save({ ...body, amount_per_round: '0.001' })).statusCode).toBe(400);

    const list = await t.app.inject({ url: '/admin/free-spin-offers', headers: staffAuth });
    const offers = list.json<{ data: { code: string; redeemed: number }[] }>().data;
    expect(offers.find((offer) => offer.code === 'staff-offer')).toMatchObject({ redeemed: 0 });
    expect(offers.find((offer) => offer.code === 'jade-fortune-10-thb')?.redeemed).toBeGreaterThan(0);
    expect((await t.app.inject({ url: '/admin/free-spin-offers' })).statusCode).toBe(401);
  });
});

it('keeps the ledger whole: every sum zero, balances equal their entries, no member below zero', async () => {
  const invariants = await readInvariants(t.db);
  expect([...invariants.sums.values()].every((sum) => sum === 0n)).toBe(true);
  expect(invariants.drifting).toEqual([]);
  expect(invariants.negative).toEqual([]);
});
