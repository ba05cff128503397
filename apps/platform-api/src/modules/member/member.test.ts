import { Wallet } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { loginMember, registerMember } from '../../test/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function memberGet(url: string, token: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.json<{ total: number; limit: number; skip: number; data: Record<string, unknown>[] }>();
}

async function newMember() {
  const { body, user } = await registerMember(t.app);
  const { accessToken } = await loginMember(t.app, body.username);
  return { user, token: accessToken };
}

describe('member routes', () => {
  it('check the session before the query, so an anonymous caller gets 401 even for a bad query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/mb/active-step-information?$limit=abc' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/mb/users', () => {
  it("answers a list of one: the member's own profile", async () => {
    const { user, token } = await newMember();
    const body = await memberGet('/api/mb/users', token);
    expect(body).toMatchObject({
      total: 1,
      data: [{ id: user.id, username: user.username, full_name: null }],
    });
  });
});

describe('GET /api/mb/wallet', () => {
  it('answers zero balances as decimal strings in the member currency, points displayed', async () => {
    const { token } = await newMember();
    const body = await memberGet('/api/mb/wallet', token);
    const wallet = Wallet.parse(body.data[0]);
    expect(wallet).toMatchObject({
      balance: '0.00',
      cashback: '0.00',
      rebate: '0.00',
      affiliate: '0.00',
      bonus: '0.00',
      currency: { code: 'THB', symbol: '฿', enable_decimal: false },
      pointData: { point: 0, badge_point: 0, is_display: true },
      turn_deposit: '0.00',
      turn_deposit_target: '0.00',
    });
  });

  it('reads balances exactly from the accounts, beyond float precision', async () => {
    const { user, token } = await newMember();
    await t.db.query(
      `UPDATE accounts SET balance = 900719925474099312 WHERE user_id = $1 AND kind = 'main'`,
      [user.id],
    );
    const body = await memberGet('/api/mb/wallet', token);
    expect(body.data[0]?.['balance']).toBe('9007199254740993.12');
  });

  it("hides points when the 'point' privilege is off", async () => {
    const { token } = await newMember();
    await t.db.query(
      `UPDATE settings SET value = jsonb_set(value, '{privilege}', '["coupon"]') WHERE key = 'custom_function'`,
    );
    try {
      const body = await memberGet('/api/mb/wallet', token);
      expect(body.data[0]?.['pointData']).toMatchObject({ is_display: false });
    } finally {
      await t.db.query(
        `UPDATE settings SET value = jsonb_set(value, '{privilege}', '["coupon","point","quest","rebate","affiliate"]')
          WHERE key = 'custom_function'`,
      );
    }
  });
});

describe('GET /api/mb/active-step-information', () => {
  it('opens step 2 once the phone is verified and step 3 once the profile is complete', async () => {
    const { user, token } = await newMember();
    const steps = async () =>
      (await memberGet('/api/mb/active-step-information?$sort[step_no]=1', token)).data.map((s) => [
        s['step_no'],
        s['is_active'],
        s['is_completed'],
      ]);
    expect(await steps()).toEqual([
      [1, true, false],
      [2, false, false],
      [3, false, false],
    ]);
    await t.db.query('UPDATE users SET phone_verified_at = now() WHERE id = $1', [user.id]);
    expect(await steps()).toEqual([
      [1, true, true],
      [2, true, false],
      [3, false, false],
    ]);
    await t.db.query(
      `UPDATE users SET first_name = 'Somchai', last_name = 'Jaidee', dob = '1990-05-01', gender = 'male',
         bank_currency_information_id = (SELECT min(id) FROM banks WHERE currency_id = 1), bank_no = '1234567890',
         register_channel_id = (SELECT min(id) FROM register_channels) WHERE id = $1`,
      [user.id],
    );
    expect(await steps()).toEqual([
      [1, true, true],
      [2, true, true],
      [3, true, true],
    ]);
    const profile = await memberGet('/api/mb/users', token);
    expect(profile.data[0]).toMatchObject({ full_name: 'Somchai Jaidee', DOB: '1990-05-01', gender: 'male' });
  });

  it('honours a descending sort', async () => {
    const { token } = await newMember();
    const body = await memberGet('/api/mb/active-step-information?$sort[step_no]=-1', token);
    expect(body.data.map((s) => s['step_no'])).toEqual([3, 2, 1]);
  });
});
