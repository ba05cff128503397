import type { WsMessage } from '@casino/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { loginMember, registerMember } from '../../test/members';
import { assertPrivilege } from './privileges';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: { username: 'staff', password: 'staff-password-1' } });
});
afterAll(() => t.close());

const staff = { authorization: `Basic ${Buffer.from('staff:staff-password-1').toString('base64')}` };

async function member() {
  const { body, user } = await registerMember(t.app);
  const { accessToken } = await loginMember(t.app, body.username);
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${accessToken}` } });
  return { id: user.id, get };
}

const setPrivilege = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/admin/member-privileges', headers: staff, payload });

it("answers the brand's privileges for a member, less what staff took from them", async () => {
  const m = await member();
  const before = await m.get('/api/mb/check-privilege-member');
  expect(before.json()).toEqual({ privilege: ['coupon', 'point', 'quest', 'rebate', 'affiliate'] });

  const revoked = await setPrivilege({ user_id: m.id, privilege: 'point', enabled: false, reason: 'abuse' });
  expect(revoked.json()).toEqual({ user_id: m.id, privilege: ['coupon', 'quest', 'rebate', 'affiliate'] });
  expect((await m.get('/api/mb/check-privilege-member')).json()).toEqual({
    privilege: ['coupon', 'quest', 'rebate', 'affiliate'],
  });
  // The wallet's point display follows the member's own list.
  const wallet = (await m.get('/api/mb/wallet')).json<{ data: { pointData: { is_display: boolean } }[] }>();
  expect(wallet.data[0]?.pointData.is_display).toBe(false);
  await expect(assertPrivilege(t.db, m.id, 'point')).rejects.toMatchObject({
    statusCode: 403,
    reason: 'PRIVILEGE_REQUIRED',
  });

  await setPrivilege({ user_id: m.id, privilege: 'point', enabled: true });
  await expect(assertPrivilege(t.db, m.id, 'point')).resolves.toBeUndefined();
  const audits = await t.db.query(`SELECT action FROM admin_audit WHERE target_id = $1 ORDER BY id`, [
    String(m.id),
  ]);
  expect(audits.rows).toEqual([{ action: 'member_privilege.revoke' }, { action: 'member_privilege.grant' }]);
});

it('grants a privilege the brand does not give everyone, to one member only', async () => {
  const [a, b] = [await member(), await member()];
  await t.db.query(
    `UPDATE settings SET value = jsonb_set(value, '{privilege}', '["coupon"]') WHERE key = 'custom_function'`,
  );
  try {
    await setPrivilege({ user_id: a.id, privilege: 'quest', enabled: true });
    expect((await a.get('/api/mb/check-privilege-member')).json()).toEqual({
      privilege: ['coupon', 'quest'],
    });
    expect((await b.get('/api/mb/check-privilege-member')).json()).toEqual({ privilege: ['coupon'] });
  } finally {
    await t.db.query(
      `UPDATE settings SET value = jsonb_set(value, '{privilege}', '["coupon","point","quest","rebate","affiliate"]')
        WHERE key = 'custom_function'`,
    );
  }
});

it('refuses unknown members, bad bodies and anyone but staff', async () => {
  expect((await setPrivilege({ user_id: 999999, privilege: 'quest', enabled: true })).statusCode).toBe(404);
  expect((await setPrivilege({ user_id: 1, privilege: 'jackpot', enabled: true })).statusCode).toBe(400);
  const m = await member();
  const asMember = await t.app.inject({
    method: 'POST',
    url: '/admin/member-privileges',
    payload: { user_id: m.id, privilege: 'quest', enabled: true },
  });
  expect(asMember.statusCode).toBe(401);
  expect((await t.app.inject({ method: 'GET', url: '/api/mb/check-privilege-member' })).statusCode).toBe(401);
});

it("tells the member's open pages (PRIVILEGE) when staff change their privileges", async () => {
  const m = await member();
  const seen: WsMessage[] = [];
  const off = await t.app.events.subscribe(m.id, (message) => seen.push(message));
  try {
    await setPrivilege({ user_id: m.id, privilege: 'rebate', enabled: false });
    expect(seen).toEqual([{ topic_name: 'PRIVILEGE', data: {} }]);
    // A refused change tells nobody.
    expect(
      (await setPrivilege({ user_id: 999_999_999, privilege: 'rebate', enabled: false })).statusCode,
    ).toBe(404);
    expect(seen).toHaveLength(1);
  } finally {
    await off();
  }
});
