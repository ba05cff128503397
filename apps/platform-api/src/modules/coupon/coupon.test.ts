import type {
  AdminCoupon,
  AdminCouponRedemption,
  CouponMemberState,
  CouponRedemption,
  Promotion,
  PromotionDeal,
} from '@casino/contracts/promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { balanceOf } from '../../ledger';
import { readInvariants } from '../../ledger/testing';
import { gameIdOf } from '../games/testing';
import { fund, readyMember } from '../withdrawal/testing';

let t: TestApp;
const staff = { authorization: `Basic ${Buffer.from('coupon-staff:coupon-password-1').toString('base64')}` };

beforeAll(async () => {
  t = await createTestApp({ adminSeed: { username: 'coupon-staff', password: 'coupon-password-1' } });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof readyMember>>;
const member = () => readyMember(t.app, t.db);
const redeem = (m: Member, code: string, replace?: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/gapi/mb/coupon-member',
    headers: m.headers,
    payload: { code, ...(replace === undefined ? {} : { replace }) },
  });
const standing = async (m: Member) => {
  const res = await t.app.inject({ url: '/gapi/mb/coupon-member', headers: m.headers });
  expect(res.statusCode).toBe(200);
  return res.json<CouponMemberState>();
};
const bonusOf = (m: Member) => balanceOf(t.db, { userId: m.userId, kind: 'bonus' });
const createCoupon = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/admin/coupons', headers: staff, payload });
const decide = (id: number, action: 'approve' | 'refuse', note?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/coupon-redemptions/${id}/${action}`,
    headers: staff,
    ...(note ? { payload: { note } } : {}),
  });
const deposit = (m: Member) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mb/deposit-promptpay',
    headers: m.headers,
    payload: { deposit_amount: '500' },
  });
const launch = async (m: Member) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mb/enter-game',
    headers: m.headers,
    payload: { game_list_id: await gameIdOf(t.db, 'jade-fortune'), languageCode: 'en' },
  });
const withdraw = (m: Member) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mb/queue-withdrawal',
    headers: m.headers,
    payload: { amount: '100' },
  });
const activePromotion = async (m: Member) =>
  (await t.app.inject({ url: '/api/mb/promotion-member', headers: m.headers })).json<PromotionDeal>();
const couponPromotionId = async () =>
  (await t.db.query<{ id: number }>(`SELECT id FROM promotions WHERE code = 'coupon-bonus-thb'`)).rows[0]
    ?.id ?? 0;

async function ledgerIsSound() {
  const invariants = await readInvariants(t.db);
  expect(invariants.drifting).toEqual([]);
  expect(invariants.negative).toEqual([]);
}

describe('redeeming a code that needs no verification', () => {
  it('opens the coupon promotion at once, its bonus kept apart, and lists it in the history', async () => {
    const m = await member();
    const res = await redeem(m, ' lucky100 ');
    expect(res.statusCode).toBe(201);
    const redemption = res.json<CouponRedemption>();
    expect(redemption).toMatchObject({
      code: 'LUCKY100',
      status: 'success',
      bonus: '100.00',
      type: 'turnover',
    });
    expect(await bonusOf(m)).toBe(10_000n);
    expect(await balanceOf(t.db, { userId: m.userId, kind: 'main' })).toBe(0n);
    const deal = await activePromotion(m);
    expect(deal.promotion_member?.id).toBe(redemption.promotion_member_id);
    expect(deal.promotion_member?.turn_over_target).toBe('500.00');

    expect((await standing(m)).latest?.id).toBe(redemption.id);
    const history = await t.app.inject({ url: '/gapi/mb/coupon-member-history', headers: m.headers });
    expect(history.json<{ total: number; data: CouponRedemption[] }>()).toMatchObject({
      total: 1,
      data: [{ code: 'LUCKY100', status: 'success' }],
    });
    await ledgerIsSound();
  });

  it('refuses the same code twice, and any code while a promotion is active', async () => {
    const m = await member();
    expect((await redeem(m, 'LUCKY100')).statusCode).toBe(201);
    const again = await redeem(m, 'LUCKY100');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      reason: 'COUPON_ALREADY_REDEEMED',
      message: 'You have already redeemed this coupon code',
    });
    const other = await redeem(m, 'VIP100');
    expect(other.statusCode).toBe(409);
    expect(other.json().reason).toBe('PROMOTION_ACTIVE');
    expect(await bonusOf(m)).toBe(10_000n);
  });

  it('asks to confirm replacing an active cashback, and replaces it when confirmed', async () => {
    const m = await member();
    const cashback = await t.app.inject({
      method: 'POST',
      url: '/api/mb/cashback-member',
      headers: m.headers,
      payload: {},
    });
    expect(cashback.statusCode).toBeLessThan(300);
    const asked = await redeem(m, 'LUCKY100');
    expect(asked.statusCode).toBe(409);
    expect(asked.json().reason).toBe('BONUS_REPLACE_REQUIRED');
    expect((await redeem(m, 'LUCKY100', true)).json<CouponRedemption>().status).toBe('success');
  });

  it('hides the coupon promotion from the list and from a direct receive', async () => {
    const m = await member();
    const list = await t.app.inject({
      url: '/api/mb/promotion-information?language_id=1',
      headers: m.headers,
    });
    expect(list.json<{ data: Promotion[] }>().data.map((p) => p.code)).not.toContain('coupon-bonus-thb');
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/mb/promotion-member',
      headers: m.headers,
      payload: { promotion_information_id: await couponPromotionId() },
    });
    expect(direct.statusCode).toBe(404);
    expect(await bonusOf(m)).toBe(0n);
  });
});

describe('bad codes', () => {
  it('answers unknown, foreign-currency, expired and used-up codes with COUPON_UNAVAILABLE, short ones with a field error', async () => {
    const m = await member();
    const unknown = await redeem(m, 'NOPE1234');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().reason).toBe('COUPON_UNAVAILABLE');
    expect((await redeem(m, 'LUCKY30')).json().reason).toBe('COUPON_UNAVAILABLE');

    const short = await redeem(m, 'ab');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ field: 'body.code', message: 'At least 4 characters' }]);
    expect((await redeem(m, 'bad code!')).statusCode).toBe(400);

    await createCoupon({
      name: 'Past',
      promotion_code: 'coupon-bonus-thb',
      code: 'PAST-2025',
      starts_at: '2025-01-01T00:00:00Z',
      expires_at: '2025-02-01T00:00:00Z',
    });
    expect((await redeem(m, 'past-2025')).json().reason).toBe('COUPON_UNAVAILABLE');

    const once = await createCoupon({
      name: 'Once',
      promotion_code: 'coupon-bonus-thb',
      code: 'ONCE-ONLY',
      expires_at: '2027-01-01T00:00:00Z',
    });
    expect(once.statusCode).toBe(200);
    expect((await redeem(await member(), 'ONCE-ONLY')).statusCode).toBe(201);
    expect((await redeem(m, 'ONCE-ONLY')).json().reason).toBe('COUPON_UNAVAILABLE');
    expect(await bonusOf(m)).toBe(0n);
    await ledgerIsSound();
  });

  it('gives a one-use code to exactly one of two members redeeming it at once', async () => {
    await createCoupon({
      name: 'Race',
      promotion_code: 'coupon-bonus-thb',
      code: 'RACE-ONE',
      expires_at: '2027-01-01T00:00:00Z',
    });
    const [a, b] = [await member(), await member()];
    const answers = await Promise.all([redeem(a, 'RACE-ONE'), redeem(b, 'RACE-ONE')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect((await bonusOf(a)) + (await bonusOf(b))).toBe(10_000n);
    await ledgerIsSound();
  });

  it('refuses a member without the coupon privilege with 403', async () => {
    const m = await member();
    await t.app.inject({
      method: 'POST',
      url: '/admin/member-privileges',
      headers: staff,
      payload: { user_id: m.userId, privilege: 'coupon', enabled: false },
    });
    for (const res of [
      await redeem(m, 'LUCKY100'),
      await t.app.inject({ url: '/gapi/mb/coupon-member', headers: m.headers }),
      await t.app.inject({ url: '/gapi/mb/coupon-member-history', headers: m.headers }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().reason).toBe('PRIVILEGE_REQUIRED');
    }
  });
});

describe('a code staff verify', () => {
  it('holds play, deposits and withdrawals until approved, then opens the promotion and tells the member', async () => {
    const m = await member();
    await fund(t.db, m.userId, 100_000n);
    const res = await redeem(m, 'VIP100');
    expect(res.statusCode).toBe(201);
    const redemption = res.json<CouponRedemption>();
    expect(redemption.status).toBe('verifying');
    expect((await standing(m)).verifying?.id).toBe(redemption.id);
    expect(await bonusOf(m)).toBe(0n);

    for (const refused of [
      await deposit(m),
      await launch(m),
      await withdraw(m),
      await redeem(m, 'LUCKY100'),
    ]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().reason).toBe('COUPON_UNDER_VERIFICATION');
    }

    const queue = await t.app.inject({ url: '/admin/coupon-redemptions', headers: staff });
    expect(queue.json<{ data: AdminCouponRedemption[] }>().data.map((r) => r.id)).toContain(redemption.id);

    const events: unknown[] = [];
    const unsubscribe = await t.app.events.subscribe(m.userId, (message) => events.push(message));
    const approved = await decide(redemption.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminCouponRedemption>()).toMatchObject({ status: 'success', user_id: m.userId });
    await expect
      .poll(() => events)
      .toContainEqual({
        topic_name: 'COUPON_PROMOTION',
        data: { redemption_id: redemption.id, status: 'success', code: 'VIP100', bonus: '100.00' },
      });
    unsubscribe();
    expect(await bonusOf(m)).toBe(10_000n);
    expect((await standing(m)).verifying).toBeNull();
    expect((await launch(m)).statusCode).toBe(201);
    expect((await decide(redemption.id, 'approve')).statusCode).toBe(409);

    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM admin_audit WHERE target_type = 'coupon_redemption' AND target_id = $1`,
      [String(redemption.id)],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['coupon_redemption.approve']);
    await ledgerIsSound();
  });

  it('refused, it fails with the note, frees the member and gives the place back', async () => {
    const m = await member();
    const redemption = (await redeem(m, 'VIP100')).json<CouponRedemption>();
    const before = await t.db.query<{ redeemed: number }>(
      `SELECT redeemed FROM coupons WHERE code = 'VIP100'`,
    );
    const refused = await decide(redemption.id, 'refuse', 'Code shared on a public forum');
    expect(refused.json<AdminCouponRedemption>()).toMatchObject({
      status: 'fail',
      note: 'Code shared on a public forum',
    });
    const after = await t.db.query<{ redeemed: number }>(
      `SELECT redeemed FROM coupons WHERE code = 'VIP100'`,
    );
    expect(after.rows[0]?.redeemed).toBe((before.rows[0]?.redeemed ?? 0) - 1);
    expect((await deposit(m)).statusCode).toBe(201);
    expect(await bonusOf(m)).toBe(0n);
    expect((await standing(m)).latest).toMatchObject({
      status: 'fail',
      note: 'Code shared on a public forum',
    });
    const history = await t.app.inject({
      url: '/gapi/mb/coupon-member-history?status=fail',
      headers: m.headers,
    });
    expect(history.json<{ total: number }>().total).toBe(1);
  });

  it('approved after the member took another promotion, it fails with the refusal as its note', async () => {
    const m = await member();
    const redemption = (await redeem(m, 'VIP100')).json<CouponRedemption>();
    // The member cannot act while held; staff open a promotion for them meanwhile (a direct grant).
    await t.db.query(`DELETE FROM member_holds WHERE user_id = $1`, [m.userId]);
    expect((await redeem(m, 'LUCKY100')).statusCode).toBe(409); // still under verification
    const free = await t.db.query<{ id: number }>(`SELECT id FROM promotions WHERE code = 'free-credit-thb'`);
    const received = await t.app.inject({
      method: 'POST',
      url: '/api/mb/promotion-member',
      headers: m.headers,
      payload: { promotion_information_id: free.rows[0]?.id },
    });
    expect(received.statusCode).toBe(201);
    const approved = await decide(redemption.id, 'approve');
    expect(approved.json<AdminCouponRedemption>()).toMatchObject({
      status: 'fail',
      note: 'Cannot receive this promotion, please deactivate the current promotion',
    });
    expect(await bonusOf(m)).toBe(5_000n);
    await ledgerIsSound();
  });
});

describe('staff coupons', () => {
  it('creates a named code or a batch of random ones for a coupon promotion only', async () => {
    const batch = await createCoupon({
      name: 'Newsletter',
      promotion_code: 'coupon-bonus-thb',
      count: 3,
      needs_verification: true,
      expires_at: '2027-06-01T00:00:00Z',
    });
    expect(batch.statusCode).toBe(200);
    const coupons = batch.json<{ data: AdminCoupon[] }>().data;
    expect(coupons).toHaveLength(3);
    for (const coupon of coupons) expect(coupon.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(new Set(coupons.map((c) => c.code)).size).toBe(3);

    const notCoupon = await createCoupon({
      name: 'Wrong',
      promotion_code: 'free-credit-thb',
      code: 'WRONG-ONE',
      expires_at: '2027-06-01T00:00:00Z',
    });
    expect(notCoupon.statusCode).toBe(400);
    const both = await createCoupon({
      name: 'Both',
      promotion_code: 'coupon-bonus-thb',
      code: 'BOTH-CODE',
      count: 2,
      expires_at: '2027-06-01T00:00:00Z',
    });
    expect(both.statusCode).toBe(400);
    const duplicate = await createCoupon({
      name: 'Dup',
      promotion_code: 'coupon-bonus-thb',
      code: 'lucky100',
      expires_at: '2027-06-01T00:00:00Z',
    });
    expect(duplicate.statusCode).toBe(409);
    const list = await t.app.inject({ url: '/admin/coupons', headers: staff });
    expect(list.json<{ data: AdminCoupon[] }>().data.map((c) => c.code)).toContain('LUCKY100');
    expect((await t.app.inject({ url: '/admin/coupons' })).statusCode).toBe(401);
  });
});
