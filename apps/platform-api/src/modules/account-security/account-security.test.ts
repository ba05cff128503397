import { generate } from 'otplib';
import type {
  LoginHistory,
  ActiveSessions,
  RecoveryCodes,
  TwoFactorChallenge,
  TwoFactorSetup,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { loginMember, registerMember } from '../../test/members';
import { CODE_ATTEMPT_LIMIT } from './two-factor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MB = '/api/mb';
const UA_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const login = (username: string, password = 'Secret123', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/pbgapi/pb/authentication',
    payload: { strategy: 'local', username, password },
    headers,
  });

const secondStep = (challenge: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/pbgapi/pb/authentication-two-factor', payload: { challenge, code } });

/**
 * The code of the step `offset` steps from now. Tests take the previous step to enable and the current one
 * to log in: a code is accepted once per step. They start away from a step's edge so "now" is the same
 * step here and in the server.
 */
async function codeAt(secret: string, offset: number): Promise<string> {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 27) await new Promise((resolve) => setTimeout(resolve, (30.5 - intoStep) * 1000));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
}

/** A member with two-factor on (confirmed with the previous step's code); answers the secret and codes. */
async function memberWithTwoFactor() {
  const { body } = await registerMember(t.app);
  const { accessToken } = await loginMember(t.app, body.username);
  const setup = await call('POST', `${MB}/two-factor-setup`, accessToken, {});
  expect(setup.statusCode).toBe(201);
  const { secret, otpauth_uri } = setup.json<TwoFactorSetup>();
  expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
  expect(otpauth_uri).toContain(`secret=${secret}`);
  const confirm = await call('POST', `${MB}/two-factor-confirm`, accessToken, {
    code: await codeAt(secret, -1),
  });
  expect(confirm.statusCode).toBe(201);
  const { recovery_codes } = confirm.json<RecoveryCodes>();
  return { username: body.username, accessToken, secret, recoveryCodes: recovery_codes };
}

async function challengeFor(username: string): Promise<string> {
  const res = await login(username);
  expect(res.statusCode).toBe(201);
  const result = res.json<TwoFactorChallenge>();
  expect(result.two_factor_required).toBe(true);
  expect(res.headers['set-cookie']).toBeUndefined();
  return result.challenge;
}

describe('two-factor setup', () => {
  it('is off for a new member; a setup answers a secret once, a wrong code does not turn it on', async () => {
    const { body } = await registerMember(t.app);
    const { accessToken } = await loginMember(t.app, body.username);
    const status = await call('GET', `${MB}/two-factor`, accessToken);
    expect(status.json()).toEqual({ enabled: false, recovery_codes_left: 0 });
    const setup = (await call('POST', `${MB}/two-factor-setup`, accessToken, {})).json<TwoFactorSetup>();
    const wrong = (await codeAt(setup.secret, 0)) === '000000' ? '111111' : '000000';
    const refused = await call('POST', `${MB}/two-factor-confirm`, accessToken, { code: wrong });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ reason: 'TWO_FACTOR_CODE_INCORRECT' });
    expect((await call('GET', `${MB}/two-factor`, accessToken)).json()).toMatchObject({ enabled: false });
    // Stored encrypted, never in clear.
    const { rows } = await t.db.query<{ secret_enc: string }>(
      'SELECT secret_enc FROM two_factor JOIN users u ON u.id = user_id WHERE u.username = $1',
      [body.username],
    );
    expect(rows[0]?.secret_enc).not.toContain(setup.secret);
  });

  it('turns on with a current code, answers 10 recovery codes, and refuses a second setup', async () => {
    const member = await memberWithTwoFactor();
    expect(member.recoveryCodes).toHaveLength(10);
    expect(new Set(member.recoveryCodes).size).toBe(10);
    const status = await call('GET', `${MB}/two-factor`, member.accessToken);
    expect(status.json()).toEqual({ enabled: true, recovery_codes_left: 10 });
    const again = await call('POST', `${MB}/two-factor-setup`, member.accessToken, {});
    expect(again.statusCode).toBe(409);
    const { rows } = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM two_factor_recovery_codes',
    );
    expect(rows.map((row) => row.code_hash)).not.toContain(member.recoveryCodes[0]);
  });

  it('regenerates the recovery codes with a current code; the old ones stop working', async () => {
    const member = await memberWithTwoFactor();
    const res = await call('POST', `${MB}/two-factor-recovery-codes`, member.accessToken, {
      code: await codeAt(member.secret, 0),
    });
    expect(res.statusCode).toBe(201);
    const fresh = res.json<RecoveryCodes>().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(member.recoveryCodes[0]);
    const old = await secondStep(await challengeFor(member.username), member.recoveryCodes[0] ?? '');
    expect(old.statusCode).toBe(401);
    const ok = await secondStep(await challengeFor(member.username), fresh[0] ?? '');
    expect(ok.statusCode).toBe(201);
  });

  it('turns off with the password and a recovery code; login then asks no code', async () => {
    const member = await memberWithTwoFactor();
    const code = member.recoveryCodes[1] ?? '';
    const badPassword = await call('POST', `${MB}/two-factor-disable`, member.accessToken, {
      password: 'Wrong123',
      code,
    });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json()).toMatchObject({ reason: 'CURRENT_PASSWORD_INCORRECT' });
    const res = await call('POST', `${MB}/two-factor-disable`, member.accessToken, {
      password: 'Secret123',
      code: code.toLowerCase(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ enabled: false, recovery_codes_left: 0 });
    const plain = await login(member.username);
    expect(plain.json()).toHaveProperty('accessToken');
  });

  it(`refuses turning off after ${CODE_ATTEMPT_LIMIT} wrong passwords, even with the right one`, async () => {
    const member = await memberWithTwoFactor();
    const attempt = (password: string) =>
      call('POST', `${MB}/two-factor-disable`, member.accessToken, {
        password,
        code: member.recoveryCodes[0],
      });
    for (let i = 0; i < CODE_ATTEMPT_LIMIT; i += 1) expect((await attempt('Wrong123')).statusCode).toBe(400);
    expect((await attempt('Secret123')).statusCode).toBe(429);
    expect((await call('GET', `${MB}/two-factor`, member.accessToken)).json()).toMatchObject({
      enabled: true,
    });
  });
});

describe('login with two-factor', () => {
  it('asks a code after the password, opens the session with a current one, refuses it replayed', async () => {
    const member = await memberWithTwoFactor();
    const code = await codeAt(member.secret, 0);
    const res = await secondStep(await challengeFor(member.username), code);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toHaveProperty('accessToken');
    expect(String(res.headers['set-cookie'])).toContain('royalsiam.jwt=');
    const replay = await secondStep(await challengeFor(member.username), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ reason: 'TWO_FACTOR_CODE_INCORRECT' });
  });

  it('opens no session when the member took a break between the password and the code', async () => {
    const member = await memberWithTwoFactor();
    const challenge = await challengeFor(member.username);
    await t.db.query(
      `INSERT INTO member_exclusions (user_id, kind, ends_at)
       SELECT id, 'time_out', now() + interval '24 hours' FROM users WHERE username = $1`,
      [member.username],
    );
    const res = await secondStep(challenge, await codeAt(member.secret, 0));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ reason: 'TIME_OUT_ACTIVE' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('takes each recovery code once, dashes and case aside', async () => {
    const member = await memberWithTwoFactor();
    const code = member.recoveryCodes[0] ?? '';
    const first = await secondStep(await challengeFor(member.username), code.replace('-', '').toLowerCase());
    expect(first.statusCode).toBe(201);
    const again = await secondStep(await challengeFor(member.username), code);
    expect(again.statusCode).toBe(401);
    expect((await call('GET', `${MB}/two-factor`, member.accessToken)).json()).toMatchObject({
      recovery_codes_left: 9,
    });
  });

  it('refuses a forged or session token as a challenge', async () => {
    const member = await memberWithTwoFactor();
    const forged = await secondStep(member.accessToken, await codeAt(member.secret, 0));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ reason: 'TWO_FACTOR_CHALLENGE_EXPIRED' });
    // Nor is a challenge a session.
    const challenge = await challengeFor(member.username);
    expect((await call('GET', `${MB}/two-factor`, challenge)).statusCode).toBe(401);
  });

  it(`refuses codes after ${CODE_ATTEMPT_LIMIT} wrong ones, even the right one`, async () => {
    const member = await memberWithTwoFactor();
    const right = await codeAt(member.secret, 0);
    const wrong = right === '123456' ? '654321' : '123456';
    const challenge = await challengeFor(member.username);
    for (let i = 0; i < CODE_ATTEMPT_LIMIT; i += 1) {
      expect((await secondStep(challenge, wrong)).statusCode).toBe(401);
    }
    const limited = await secondStep(challenge, right);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ reason: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('login history and sessions', () => {
  it('records failed and successful logins with IP and device, the current one marked', async () => {
    const { body } = await registerMember(t.app);
    expect((await login(body.username, 'Wrong123', { 'user-agent': UA_CHROME })).statusCode).toBe(401);
    const res = await login(body.username, 'Secret123', { 'user-agent': UA_CHROME });
    const { accessToken } = res.json<{ accessToken: string }>();
    const history = (await call('GET', `${MB}/login-history`, accessToken)).json<LoginHistory>().data;
    expect(history.slice(0, 2)).toMatchObject([
      { succeeded: true, browser: 'Chrome', os: 'Windows', ip: '127.0.0.1', current: true },
      { succeeded: false, browser: 'Chrome', os: 'Windows', current: false },
    ]);
  });

  it('records a wrong two-factor code as a failed login', async () => {
    const member = await memberWithTwoFactor();
    await secondStep(await challengeFor(member.username), 'AAAAA-AAAAA');
    const history = (await call('GET', `${MB}/login-history`, member.accessToken)).json<LoginHistory>().data;
    expect(history[0]).toMatchObject({ succeeded: false });
  });

  it('lists the active sessions and signs out one or all others; theirs fail at once', async () => {
    const { body } = await registerMember(t.app);
    const mine = (await loginMember(t.app, body.username)).accessToken;
    const second = (await loginMember(t.app, body.username)).accessToken;
    const third = (await loginMember(t.app, body.username)).accessToken;
    const sessions = (await call('GET', `${MB}/sessions`, mine)).json<ActiveSessions>().data;
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    expect(sessions[0]?.current).toBe(true);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);

    const currentId = sessions[0]?.id ?? '';
    expect((await call('DELETE', `${MB}/sessions/${currentId}`, mine)).statusCode).toBe(409);
    const secondId = (await call('GET', `${MB}/sessions`, second)).json<ActiveSessions>().data[0]?.id ?? '';
    const one = await call('DELETE', `${MB}/sessions/${secondId}`, mine);
    expect(one.json()).toEqual({ signed_out: 1 });
    expect((await call('GET', `${MB}/sessions`, second)).statusCode).toBe(401);
    expect((await call('GET', `${MB}/sessions`, third)).statusCode).toBe(200);

    const others = await call('POST', `${MB}/sessions-sign-out-others`, mine, {});
    expect(others.json<{ signed_out: number }>().signed_out).toBeGreaterThanOrEqual(1);
    expect((await call('GET', `${MB}/sessions`, third)).statusCode).toBe(401);
    const left = (await call('GET', `${MB}/sessions`, mine)).json<ActiveSessions>().data;
    expect(left).toEqual([expect.objectContaining({ id: currentId, current: true })]);
  });

  it('shows when each session was last seen: the asking one now, another at its last call', async () => {
    const { body } = await registerMember(t.app);
    const mine = (await loginMember(t.app, body.username)).accessToken;
    const other = (await loginMember(t.app, body.username)).accessToken;
    const otherId = (await call('GET', `${MB}/sessions`, other)).json<ActiveSessions>().data[0]?.id ?? '';
    // The other session's call is recorded after its reply; an hour earlier here, as if it had been idle.
    await expect
      .poll(async () => {
        const { rows } = await t.db.query<{ seen: boolean }>(
          'SELECT last_seen_at IS NOT NULL AS seen FROM sessions WHERE id = $1',
          [otherId],
        );
        return rows[0]?.seen;
      })
      .toBe(true);
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '1 hour' WHERE id = $1`, [otherId]);
    const list = (await call('GET', `${MB}/sessions`, mine)).json<ActiveSessions>().data;
    const current = list.find((session) => session.current);
    const idle = list.find((session) => session.id === otherId);
    expect(Date.now() - Date.parse(current?.last_seen_at ?? '')).toBeLessThan(60_000);
    const idleFor = Date.now() - Date.parse(idle?.last_seen_at ?? '');
    expect(idleFor).toBeGreaterThan(59 * 60_000);
    expect(idleFor).toBeLessThan(61 * 60_000);
  });

  it("cannot sign out another member's session", async () => {
    const a = await registerMember(t.app);
    const b = await registerMember(t.app);
    const tokenA = (await loginMember(t.app, a.body.username)).accessToken;
    const tokenB = (await loginMember(t.app, b.body.username)).accessToken;
    const idB = (await call('GET', `${MB}/sessions`, tokenB)).json<ActiveSessions>().data[0]?.id ?? '';
    expect((await call('DELETE', `${MB}/sessions/${idB}`, tokenA)).statusCode).toBe(404);
    expect((await call('GET', `${MB}/sessions`, tokenB)).statusCode).toBe(200);
  });
});
