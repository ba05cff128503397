import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { registration } from '../../test/members';
import { STAFF_SEED, staffAuth } from '../withdrawal/testing';
import { AFFILIATE_CLICKS_PER_MINUTE } from './links';
import { newAffiliate, oneRow } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: STAFF_SEED });
});
afterAll(() => t.close());

const click = (refCode: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/pbgapi/pb/log-affiliate-link',
    payload: { ref_code: refCode },
    remoteAddress: ip,
    headers: { 'user-agent': 'Mozilla/5.0 (test)', ...headers },
  });

async function clicksOf(userId: number) {
  const { rows } = await t.db.query<{ ip: string; user_agent: string; counted: boolean }>(
    'SELECT ip, user_agent, counted FROM affiliate_clicks WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows;
}

describe('log-affiliate-link', () => {
  it('records a visit with its IP and user agent and counts a visitor once an hour', async () => {
    const a = await newAffiliate(t, { join: false });
    const first = await click(a.refCode, '10.1.0.1');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ ref_code: a.refCode, valid: true, counted: true });
    expect((await click(a.refCode, '10.1.0.1')).json()).toMatchObject({ valid: true, counted: false });
    expect((await click(a.refCode, '10.1.0.1', { 'user-agent': 'Other/1.0' })).json()).toMatchObject({
      counted: true,
    });
    expect((await click(a.refCode, '10.1.0.2')).json()).toMatchObject({ counted: true });
    expect(await clicksOf(a.userId)).toEqual([
      { ip: '10.1.0.1', user_agent: 'Mozilla/5.0 (test)', counted: true },
      { ip: '10.1.0.1', user_agent: 'Mozilla/5.0 (test)', counted: false },
      { ip: '10.1.0.1', user_agent: 'Other/1.0', counted: true },
      { ip: '10.1.0.2', user_agent: 'Mozilla/5.0 (test)', counted: true },
    ]);

    // An hour later the same visitor counts again.
    await t.db.query(
      `UPDATE affiliate_clicks SET created_at = now() - interval '61 minutes' WHERE user_id = $1`,
      [a.userId],
    );
    expect((await click(a.refCode, '10.1.0.1')).json()).toMatchObject({ counted: true });
    const profile = await t.app.inject({ url: '/api/mb/affiliate-profile', headers: a.headers });
    expect(profile.json()).toMatchObject({ clicks: 4 });
  });

  it("keeps the owner's own click uncounted", async () => {
    const a = await newAffiliate(t, { join: false });
    const own = await click(a.refCode, '10.2.0.1', a.headers);
    expect(own.json()).toEqual({ ref_code: a.refCode, valid: true, counted: false });
    expect(await clicksOf(a.userId)).toEqual([
      { ip: '10.2.0.1', user_agent: 'Mozilla/5.0 (test)', counted: false },
    ]);
  });

  it('answers an unknown code as invalid and records nothing', async () => {
    const before = await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM affiliate_clicks');
    const unknown = await click('NOSUCHCODE1', '10.3.0.1');
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json()).toEqual({ ref_code: 'NOSUCHCODE1', valid: false, counted: false });
    const after = await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM affiliate_clicks');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    expect((await click('', '10.3.0.1')).statusCode).toBe(400);
  });

  it('limits clicks per address (429 RATE_LIMITED)', async () => {
    const a = await newAffiliate(t, { join: false });
    const statuses: number[] = [];
    for (let i = 0; i < AFFILIATE_CLICKS_PER_MINUTE; i += 1) {
      statuses.push((await click(a.refCode, '10.4.0.1', { 'user-agent': `Flood/${i}` })).statusCode);
    }
    expect(statuses.every((status) => status === 201)).toBe(true);
    const limited = await click(a.refCode, '10.4.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, name: 'TooManyRequests', reason: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await click(a.refCode, '10.4.0.2')).statusCode).toBe(201);
    expect(await clicksOf(a.userId)).toHaveLength(AFFILIATE_CLICKS_PER_MINUTE + 1);
  });
});

describe('registration with a referral code', () => {
  const register = (refCode: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/pbgapi/pb/users-register',
      payload: registration({ ref_code: refCode }),
      headers,
    });

  it("refuses the referrer's own code from their own session, and takes it from anyone else", async () => {
    const a = await newAffiliate(t, { join: false });
    const other = await newAffiliate(t, { join: false });
    const own = await register(a.refCode, a.headers);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({
      reason: 'INVALID_REFERRAL_CODE',
      errors: [{ field: 'body.ref_code', message: 'Invalid referral code' }],
    });
    expect((await register(a.refCode, other.headers)).statusCode).toBe(201);
    expect((await register(a.refCode)).statusCode).toBe(201);
    const referred = await t.db.query('SELECT 1 FROM users WHERE referred_by = $1', [a.userId]);
    expect(referred.rowCount).toBe(2);
  });

  it('refuses a member as their own referrer in the database too', async () => {
    const a = await newAffiliate(t, { join: false });
    await expect(t.db.query('UPDATE users SET referred_by = id WHERE id = $1', [a.userId])).rejects.toThrow(
      /users_not_own_referrer/,
    );
  });
});

describe('affiliate articles', () => {
  const languageId = async (code: string) =>
    (await oneRow<{ id: number }>(t, 'SELECT id FROM languages WHERE code = $1', [code])).id;
  const read = async (id: number) => {
    const response = await t.app.inject({ url: `/pbgapi/pb/affiliate-articles?language_id=${id}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { title: string }[] }>().data;
  };

  it('serves the English articles to every language until staff write one, audited', async () => {
    const th = await languageId('th');
    expect((await read(th)).map((article) => article.title)).toEqual(['Your referral income', 'Terms']);
    const set = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/admin/affiliate-articles', headers: staffAuth, payload });
    const articles = [{ title: 'วิธีการทำงาน', body: 'แชร์ลิงก์ของคุณ' }];
    const saved = await set({ language_id: th, articles, reason: 'Thai page' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: articles });
    expect(await read(th)).toEqual(articles);
    const audits = await t.db.query(
      `SELECT 1 FROM admin_audit WHERE action = 'affiliate_articles.set' AND target_id = $1`,
      [String(th)],
    );
    expect(audits.rowCount).toBe(1);
    expect((await set({ language_id: 999_999, articles })).statusCode).toBe(404);
    expect((await set({ language_id: th, articles: [{ title: '', body: 'x' }] })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/admin/affiliate-articles', payload: {} })).statusCode,
    ).toBe(401);
  });
});
