import { addDays } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday, daysBefore } from '../../jobs';
import { balanceOf } from '../../ledger';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { setMemberPrivilege } from '../privileges/privileges';
import { STAFF_SEED } from '../withdrawal/testing';
import type { Affiliate } from './testing';
import { getAs, newAffiliate, oneRow, play, referMember } from './testing';

let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: STAFF_SEED });
  today = await businessToday(t.db, t.app.config.brand.time_zone);
});
afterAll(() => t.close());

const MEMBER_SERVICES = [
  'affiliate-member',
  'affiliate-profile',
  'affiliate-transaction',
  'daily-affiliate',
  'affiliate-history',
  'affiliate-history-search',
  'affiliate-profile-statistic',
];

const join = (a: { headers: Record<string, string> }, replace = false) =>
  t.app.inject({ method: 'POST', url: '/api/mb/affiliate-member', headers: a.headers, payload: { replace } });

describe('standing and joining', () => {
  it('shows the programme, the rate and the next calculation, and joins referral', async () => {
    const a = await newAffiliate(t, { join: false });
    const before = await getAs<Record<string, unknown>>(t, a.headers, 'affiliate-member');
    expect(before.body).toMatchObject({
      programme_active: true,
      joined: false,
      active_bonus: null,
      base: 'net_loss',
      rate: '10.00',
    });
    expect(Date.parse(String(before.body['next_calculation_at']))).toBeGreaterThan(Date.now());
    const joined = await join(a);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ joined: true, active_bonus: 'referral' });
  });

  it('asks to confirm replacing another bonus kind, then replaces it', async () => {
    const a = await newAffiliate(t, { join: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/mb/cashback-member',
      headers: a.headers,
      payload: { replace: false },
    });
    const refused = await join(a);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      reason: 'BONUS_REPLACE_REQUIRED',
      errors: [{ field: 'active_bonus', message: 'cashback' }],
    });
    expect((await join(a, true)).json()).toMatchObject({ joined: true, active_bonus: 'referral' });
    expect((await getAs(t, a.headers, 'cashback-member')).body).toMatchObject({ active_bonus: 'referral' });
  });

  it('refuses every member endpoint to a member without the affiliate privilege (403)', async () => {
    const a = await newAffiliate(t, { join: false });
    await setMemberPrivilege(t.db, a.userId, 'affiliate', false);
    const responses = [
      ...(await Promise.all(MEMBER_SERVICES.map((service) => getAs(t, a.headers, service)))),
      await join(a).then((r) => ({ status: r.statusCode, body: r.json() })),
    ];
    const transfer = await t.app.inject({
      method: 'POST',
      url: '/api/mb/affiliate-transfer',
      headers: a.headers,
      payload: { amount: '1' },
    });
    responses.push({ status: transfer.statusCode, body: transfer.json() });
    for (const response of responses) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ reason: 'PRIVILEGE_REQUIRED' });
    }
    expect((await getAs(t, a.headers, 'cashback-member')).status).toBe(200);
  });
});

describe("the member's figures", () => {
  let a: Affiliate;
  let b: Affiliate;
  const day = () => daysBefore(today, 2);
  beforeAll(async () => {
    a = await newAffiliate(t);
    b = await newAffiliate(t);
    const first = await referMember(t, a.refCode);
    const second = await referMember(t, a.refCode);
    await play(t, first.userId, day(), 100_000n, 40_000n); // lost 600.00
    await play(t, second.userId, day(), 10_000n, 30_000n); // won
    await play(t, second.userId, today, 5_000n, 1_000n); // today: lost 40.00
    for (let i = 0; i < 3; i += 1) {
      await play(t, (await referMember(t, b.refCode)).userId, day(), 1_000_000n, 0n);
    }
    await t.app.jobs.run('affiliate', day());
  });

  it('profile: code, referred and active members, income and balance', async () => {
    const profile = await getAs(t, a.headers, 'affiliate-profile');
    expect(profile.body).toEqual({
      ref_code: a.refCode,
      currency_id: 1,
      clicks: 0,
      referred_members: 2,
      active_members: 2,
      income_total: '60.00',
      available: '60.00',
    });
  });

  it("transaction: today's turnover, net loss and estimated income", async () => {
    expect((await getAs(t, a.headers, 'affiliate-transaction')).body).toEqual({
      currency_id: 1,
      available: '60.00',
      business_day: today,
      turnover: '50.00',
      net_loss: '40.00',
      estimated_income: '4.00',
    });
  });

  it('daily income with its figures, within a range of days', async () => {
    const income = await getAs(t, a.headers, 'daily-affiliate');
    expect(income.body).toMatchObject({
      total: 1,
      data: [
        {
          business_day: day(),
          amount: '60.00',
          base: '600.00',
          base_kind: 'net_loss',
          rate: '10.00',
          members: 2,
          turnover: '1100.00',
          net_loss: '600.00',
          currency_id: 1,
        },
      ],
    });
    const before = await getAs(t, a.headers, 'daily-affiliate', `last_day=${daysBefore(today, 3)}`);
    expect(before.body).toMatchObject({ total: 0, data: [] });
    const within = await getAs(t, a.headers, 'daily-affiliate', `first_day=${day()}&last_day=${day()}`);
    expect(within.body).toMatchObject({ total: 1 });
  });

  it('referred members: masked, numbered by join order, found by whole username, no one else’s', async () => {
    const list = await getAs<{ total: number; data: Record<string, unknown>[] }>(
      t,
      a.headers,
      'affiliate-history-search',
    );
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((row) => row['number'])).toEqual([2, 1]);
    expect(list.body.data[1]).toMatchObject({
      turnover: '1000.00',
      net_loss: '600.00',
      last_played_day: day(),
      level_name: null,
    });
    expect(list.body.data[0]).toMatchObject({
      turnover: '150.00',
      net_loss: '40.00',
      last_played_day: today,
    });
    for (const row of list.body.data) expect(row['username']).toMatch(/^08\*{6}\d{2}$/);

    const { username } = await oneRow<{ username: string }>(
      t,
      'SELECT username FROM users WHERE referred_by = $1 ORDER BY id LIMIT 1',
      [a.userId],
    );
    const found = await getAs<{ total: number; data: { number: number }[] }>(
      t,
      a.headers,
      'affiliate-history-search',
      `search=${username}`,
    );
    expect(found.body).toMatchObject({ total: 1, data: [{ number: 1 }] });
    // Part of a username finds nothing: the masked digits stay hidden.
    const part = await getAs(t, a.headers, 'affiliate-history-search', `search=${username.slice(-6)}`);
    expect(part.body).toMatchObject({ total: 0 });
    const wildcard = await getAs(t, a.headers, 'affiliate-history-search', 'search=%25');
    expect(wildcard.body).toMatchObject({ total: 0 });
  });

  it('isolation: nothing of another affiliate shows', async () => {
    const fromB = await getAs<{ total: number }>(t, b.headers, 'affiliate-history-search');
    expect(fromB.body.total).toBe(3);
    expect((await getAs(t, b.headers, 'affiliate-profile')).body).toMatchObject({
      referred_members: 3,
      income_total: '3000.00',
    });
    const other = await newAffiliate(t);
    for (const service of ['daily-affiliate', 'affiliate-history', 'affiliate-history-search']) {
      expect((await getAs(t, other.headers, service)).body).toMatchObject({ total: 0, data: [] });
    }
    expect((await getAs(t, other.headers, 'affiliate-profile')).body).toMatchObject({
      referred_members: 0,
      income_total: '0.00',
      available: '0.00',
    });
    // No endpoint takes another member's id.
    const smuggled = await getAs(t, other.headers, 'affiliate-history-search', `user_id=${a.userId}`);
    expect(smuggled.status).toBe(400);
  });

  it('moves the affiliate balance to the wallet; the history shows the income and the transfer', async () => {
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/mb/affiliate-transfer',
      headers: a.headers,
      payload: { amount: '25.50' },
    });
    expect(moved.statusCode).toBe(201);
    expect(await balanceOf(t.db, { userId: a.userId, kind: 'affiliate' })).toBe(3_450n);
    expect(await balanceOf(t.db, { userId: a.userId, kind: 'main' })).toBe(2_550n);

    const history = await getAs<{ total: number; data: Record<string, unknown>[] }>(
      t,
      a.headers,
      'affiliate-history',
    );
    expect(history.body.total).toBe(2);
    expect(history.body.data).toMatchObject([
      { kind: 'transfer', amount: '-25.50', business_day: null },
      { kind: 'income', amount: '60.00', business_day: day() },
    ]);
    const oldest = await getAs<{ data: { kind: string }[] }>(
      t,
      a.headers,
      'affiliate-history',
      '$sort[createdAt]=1',
    );
    expect(oldest.body.data.map((row) => row.kind)).toEqual(['income', 'transfer']);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const none = await getAs(t, a.headers, 'affiliate-history', `start_date=${future}`);
    expect(none.body).toMatchObject({ total: 0 });
    expect((await getAs(t, a.headers, 'affiliate-profile')).body).toMatchObject({
      income_total: '60.00',
      available: '34.50',
    });
  });
});

describe('statistics', () => {
  it('fills every business day of the range, zeros included', async () => {
    const a = await newAffiliate(t);
    const member = await referMember(t, a.refCode); // registered today
    await play(t, member.userId, daysBefore(today, 1), 20_000n, 5_000n);
    await t.app.inject({
      method: 'POST',
      url: '/pbgapi/pb/log-affiliate-link',
      payload: { ref_code: a.refCode },
      remoteAddress: '10.77.0.1',
    });
    await t.app.jobs.run('affiliate', daysBefore(today, 1));

    const first = daysBefore(today, 3);
    const stats = await getAs<{ days: Record<string, unknown>[] }>(
      t,
      a.headers,
      'affiliate-profile-statistic',
      `first_day=${first}&last_day=${today}`,
    );
    expect(stats.status).toBe(200);
    const zero = {
      clicks: 0,
      registrations: 0,
      active_members: 0,
      turnover: '0.00',
      net_loss: '0.00',
      income: '0.00',
    };
    expect(stats.body).toEqual({
      currency_id: 1,
      first_day: first,
      last_day: today,
      days: [
        { business_day: first, ...zero },
        { business_day: daysBefore(today, 2), ...zero },
        {
          business_day: daysBefore(today, 1),
          ...zero,
          active_members: 1,
          turnover: '200.00',
          net_loss: '150.00',
          income: '15.00',
        },
        { business_day: today, ...zero, clicks: 1, registrations: 1 },
      ],
    });
  });

  it('defaults to the last 30 days and today; refuses a reversed or too long range', async () => {
    const a = await newAffiliate(t);
    const standard = await getAs<{ first_day: string; last_day: string; days: unknown[] }>(
      t,
      a.headers,
      'affiliate-profile-statistic',
    );
    expect(standard.body).toMatchObject({ first_day: addDays(today, -30), last_day: today });
    expect(standard.body.days).toHaveLength(31);

    const longest = await getAs<{ days: unknown[] }>(
      t,
      a.headers,
      'affiliate-profile-statistic',
      `first_day=${addDays(today, -91)}&last_day=${today}`,
    );
    expect(longest.body.days).toHaveLength(92);
    for (const query of [
      `first_day=${addDays(today, -92)}&last_day=${today}`,
      `first_day=${today}&last_day=${addDays(today, -1)}`,
      'first_day=2026-02-30',
    ]) {
      const refused = await getAs(t, a.headers, 'affiliate-profile-statistic', query);
      expect({ query, status: refused.status }).toEqual({ query, status: 400 });
      expect(refused.body).toMatchObject({ reason: 'VALIDATION_FAILED' });
    }
  });
});
