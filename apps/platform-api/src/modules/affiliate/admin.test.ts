import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { registerMember } from '../../test/members';
import { STAFF_SEED, staffAuth } from '../withdrawal/testing';
import { oneRow } from './testing';
import { DOWNLINE_MAX } from './tree';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: STAFF_SEED });
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staffAuth, ...(payload ? { payload } : {}) });

/** A member registered with `refCode` (none: a member nobody referred). */
async function member(refCode?: string) {
  const { user } = await registerMember(t.app, refCode ? { ref_code: refCode } : {});
  const row = await oneRow<{ ref_code: string; username: string }>(
    t,
    'SELECT ref_code, username FROM users WHERE id = $1',
    [user.id],
  );
  return { id: user.id, refCode: row.ref_code, username: row.username };
}

const auditCount = async (action: string) =>
  (await t.db.query('SELECT 1 FROM admin_audit WHERE action = $1', [action])).rowCount;

describe('programme and rates', () => {
  it('shows the seeded programme and changes it, audited', async () => {
    const seeded = await admin('GET', '/admin/affiliate-programme');
    expect(seeded.statusCode).toBe(200);
    expect(seeded.json()).toEqual({
      active: true,
      base: 'net_loss',
      rates: [
        { level_id: 0, currency_id: expect.any(Number), currency_code: 'MYR', rate: '10.00' },
        { level_id: 0, currency_id: 1, currency_code: 'THB', rate: '10.00' },
      ],
    });
    const changed = await admin('POST', '/admin/affiliate-programme', { base: 'turnover', reason: 'trial' });
    expect(changed.json()).toMatchObject({ active: true, base: 'turnover' });
    const off = await admin('POST', '/admin/affiliate-programme', { active: false });
    expect(off.json()).toMatchObject({ active: false, base: 'turnover' });
    await admin('POST', '/admin/affiliate-programme', { active: true, base: 'net_loss' });
    expect(await auditCount('affiliate_programme.set')).toBe(3);
    expect((await admin('POST', '/admin/affiliate-programme', { base: 'deposits' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/admin/affiliate-programme' })).statusCode).toBe(401);
  });

  it('sets a rate of the default level or of a member level of the currency, audited', async () => {
    const set = await admin('POST', '/admin/affiliate-rates', {
      currency_id: 1,
      rate: '12.5',
      reason: 'promo',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().rates).toContainEqual({
      level_id: 0,
      currency_id: 1,
      currency_code: 'THB',
      rate: '12.50',
    });
    const myrLevel = await oneRow<{ id: number; currency_id: number }>(
      t,
      'SELECT id, currency_id FROM member_levels WHERE currency_id <> 1 ORDER BY id LIMIT 1',
    );
    const ofLevel = await admin('POST', '/admin/affiliate-rates', {
      level_id: myrLevel.id,
      currency_id: myrLevel.currency_id,
      rate: '20',
    });
    expect(ofLevel.json().rates).toContainEqual(
      expect.objectContaining({ level_id: myrLevel.id, rate: '20.00' }),
    );
    const wrongCurrency = await admin('POST', '/admin/affiliate-rates', {
      level_id: myrLevel.id,
      currency_id: 1,
      rate: '20',
    });
    expect(wrongCurrency.statusCode).toBe(400);
    expect(wrongCurrency.json()).toMatchObject({ errors: [{ field: 'body.level_id' }] });
    expect((await admin('POST', '/admin/affiliate-rates', { currency_id: 999, rate: '1' })).statusCode).toBe(
      404,
    );
    expect(
      (await admin('POST', '/admin/affiliate-rates', { currency_id: 1, rate: '100.01' })).statusCode,
    ).toBe(400);
    expect(await auditCount('affiliate_rate.set')).toBe(2);
    await admin('POST', '/admin/affiliate-rates', { currency_id: 1, rate: '10' });
  });
});

describe('the referral tree', () => {
  it('shows the upline nearest first and the downline newest first', async () => {
    const top = await member();
    const middle = await member(top.refCode);
    const bottom = await member(middle.refCode);
    const sibling = await member(middle.refCode);
    const tree = await admin('GET', `/admin/affiliate-tree/${middle.id}`);
    expect(tree.statusCode).toBe(200);
    expect(tree.json()).toEqual({
      member: { user_id: middle.id, username: middle.username, ref_code: middle.refCode, referred_count: 2 },
      upline: [{ user_id: top.id, username: top.username, ref_code: top.refCode, referred_count: 1 }],
      downline: [
        { user_id: sibling.id, username: sibling.username, ref_code: sibling.refCode, referred_count: 0 },
        { user_id: bottom.id, username: bottom.username, ref_code: bottom.refCode, referred_count: 0 },
      ],
    });
    const fromBottom = (await admin('GET', `/admin/affiliate-tree/${bottom.id}`)).json();
    expect(fromBottom.upline.map((node: { user_id: number }) => node.user_id)).toEqual([middle.id, top.id]);
    expect((await admin('GET', '/admin/affiliate-tree/99999999')).statusCode).toBe(404);
    expect(DOWNLINE_MAX).toBe(500);
  });

  it('sets and clears a referrer, refusing the member themselves and any circle', async () => {
    const top = await member();
    const middle = await member(top.refCode);
    const bottom = await member(middle.refCode);
    const outsider = await member();
    const setReferrer = (userId: number, refCode: string | null) =>
      admin('POST', `/admin/affiliate-tree/${userId}/referrer`, {
        ref_code: refCode,
        reason: 'support case',
      });

    const self = await setReferrer(top.id, top.refCode);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({
      reason: 'CONFLICT',
      message: 'A member cannot be their own referrer',
    });
    for (const below of [middle, bottom]) {
      const circle = await setReferrer(top.id, below.refCode);
      expect(circle.statusCode).toBe(409);
      expect(circle.json()).toMatchObject({
        reason: 'CONFLICT',
        message: `This would make a circular referral: ${below.username} is already in this member’s downline`,
      });
    }
    expect((await setReferrer(top.id, 'NOSUCH99')).statusCode).toBe(404);
    expect((await setReferrer(top.id, 'bad code!')).statusCode).toBe(400);

    const moved = await setReferrer(bottom.id, outsider.refCode);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().upline).toEqual([expect.objectContaining({ user_id: outsider.id })]);
    const topUnder = await setReferrer(top.id, bottom.refCode);
    expect(topUnder.json().upline.map((node: { user_id: number }) => node.user_id)).toEqual([
      bottom.id,
      outsider.id,
    ]);
    const cleared = await setReferrer(top.id, null);
    expect(cleared.json()).toMatchObject({ upline: [] });
    expect(await auditCount('affiliate_referrer.set')).toBe(3);
    // Nothing was paid for any of it.
    const money = await t.db.query(`SELECT 1 FROM accounts WHERE user_id = ANY($1::int[]) AND balance <> 0`, [
      [top.id, middle.id, bottom.id, outsider.id],
    ]);
    expect(money.rowCount).toBe(0);
  });
});
