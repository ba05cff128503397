import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { buildTestApp, createTestApp, testConfig } from '../../test/harness';
import { loginMember, registerMember } from '../../test/members';
import { signToken } from '../sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGIN = '/pbgapi/pb/authentication';
/** The default brand's cookie: `{web_name}.jwt` with royal-siam's web_name. */
const COOKIE = 'royalsiam.jwt';
const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: LOGIN, payload: { strategy: 'local', username, password }, headers });

describe('POST /pbgapi/pb/authentication', () => {
  it('answers the token, its expiry and the member, and sets the jwt cookie', async () => {
    const { body, user } = await registerMember(t.app);
    const res = await login(body.username, body.password);
    expect(res.statusCode).toBe(201);
    const result = res.json<{
      accessToken: string;
      authentication: { strategy: string; expiresAt: string };
    }>();
    expect(result).toMatchObject({ authentication: { strategy: 'local' }, user: { id: user.id } });
    const days = (Date.parse(result.authentication.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`${COOKIE}=${result.accessToken}`);
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it("logs a 'login' activity with the session", async () => {
    const { body, user } = await registerMember(t.app);
    await loginMember(t.app, body.username);
    const logs = await t.db.query<{ type: string }>('SELECT type FROM activity_logs WHERE user_id = $1', [
      user.id,
    ]);
    expect(logs.rows).toEqual([{ type: 'login' }]);
  });

  it('ignores X-Forwarded-Proto without trustProxy', async () => {
    const { body } = await registerMember(t.app);
    const res = await login(body.username, body.password, { 'x-forwarded-proto': 'https' });
    expect(String(res.headers['set-cookie'])).not.toContain('Secure');
  });

  it.each([
    ['a wrong password', true],
    ['an unknown username', false],
  ])('refuses %s with the same 401 INVALID_CREDENTIALS', async (_label, known) => {
    const { body } = await registerMember(t.app);
    const res = await login(known ? body.username : '0800000001', 'Wrong1234');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 401,
      name: 'NotAuthenticated',
      reason: 'INVALID_CREDENTIALS',
      message: 'Username or password is incorrect',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    [{ strategy: 'local', username: '0812345678' }, 'body.password'],
    [{ strategy: 'local', password: 'x' }, 'body.username'],
    [{ strategy: 'jwt', username: 'a', password: 'b' }, 'body.strategy'],
    [{ strategy: 'local', username: 123, password: 'b' }, 'body.username'],
  ])('refuses the malformed login %o naming %s', async (payload, field) => {
    const res = await t.app.inject({ method: 'POST', url: LOGIN, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
  });
});

describe('member authentication', () => {
  it('accepts the cookie or a Bearer header', async () => {
    const { body } = await registerMember(t.app);
    const { accessToken } = await loginMember(t.app, body.username);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/mb/users',
      cookies: { [COOKIE]: accessToken },
    });
    expect(byCookie.statusCode).toBe(200);
    const byBearer = await t.app.inject({
      method: 'GET',
      url: '/api/mb/users',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(byBearer.statusCode).toBe(200);
  });

  it.each([
    ['no token', {}],
    ['a garbage bearer', { authorization: 'Bearer not.a.jwt' }],
    ['a non-bearer scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['a garbage cookie', { cookie: `${COOKIE}=abc` }],
  ])('answers 401 NOT_AUTHENTICATED for %s', async (_label, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/mb/wallet', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, reason: 'NOT_AUTHENTICATED' });
  });

  it('answers 401 for a token signed with another secret', async () => {
    const { body } = await registerMember(t.app);
    const { accessToken } = await loginMember(t.app, body.username);
    const [header, payload] = accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/mb/users',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for an expired token of a live session', async () => {
    const { body, user } = await registerMember(t.app);
    await loginMember(t.app, body.username);
    const session = await t.db.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1', [user.id]);
    const secret = new TextEncoder().encode(testConfig().authSecret);
    const expired = await signToken(
      secret,
      { userId: user.id, sessionId: session.rows[0]?.id ?? '' },
      new Date(Date.now() - 1000),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/mb/users',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('logout revokes the session and clears the cookie; the old token is refused', async () => {
    const { body } = await registerMember(t.app);
    const { accessToken } = await loginMember(t.app, body.username);
    const out = await t.app.inject({ method: 'DELETE', url: LOGIN, cookies: { [COOKIE]: accessToken } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ loggedOut: true });
    const cleared = String(out.headers['set-cookie']);
    expect(cleared).toContain(`${COOKIE}=;`);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/mb/users',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('logout without a session still clears the cookie', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: LOGIN });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain(`${COOKIE}=;`);
  });
});

describe('the session hint cookie', () => {
  const HINT = 'royalsiam.session';
  const named = <C extends { name: string }>(res: { cookies: C[] }, name: string) =>
    res.cookies.find((c) => c.name === name);

  it('comes with the login beside the jwt, readable by the page, for as long', async () => {
    const { body } = await registerMember(t.app);
    const res = await login(body.username, body.password);
    expect(named(res, COOKIE)).toMatchObject({ httpOnly: true, maxAge: 2592000, path: '/', sameSite: 'Lax' });
    const hint = named(res, HINT);
    expect(hint).toMatchObject({ value: '1', maxAge: 2592000, path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
  });

  it('goes with the logout', async () => {
    const { body } = await registerMember(t.app);
    const { accessToken } = await loginMember(t.app, body.username);
    const out = await t.app.inject({
      method: 'DELETE',
      url: LOGIN,
      cookies: { [COOKIE]: accessToken, [HINT]: '1' },
    });
    expect(named(out, COOKIE)).toMatchObject({ value: '' });
    expect(named(out, HINT)).toMatchObject({ value: '' });
  });

  it('is cleared, with the jwt, by the 401 of a session that has ended', async () => {
    const { body } = await registerMember(t.app);
    const { accessToken } = await loginMember(t.app, body.username);
    await t.app.inject({ method: 'DELETE', url: LOGIN, headers: { authorization: `Bearer ${accessToken}` } });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/mb/users',
      cookies: { [COOKIE]: accessToken, [HINT]: '1' },
    });
    expect(res.statusCode).toBe(401);
    expect(named(res, COOKIE)).toMatchObject({ value: '' });
    expect(named(res, HINT)).toMatchObject({ value: '' });
  });

  it('is not touched by a 401 to a caller that sent no session cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/mb/users' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('behind a trusted proxy', () => {
  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const proxied = await buildTestApp(t.db, { trustProxy: true });
    try {
      const { body } = await registerMember(proxied);
      const res = await proxied.inject({
        method: 'POST',
        url: LOGIN,
        payload: { strategy: 'local', username: body.username, password: body.password },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(String(res.headers['set-cookie'])).toContain('Secure');
    } finally {
      await proxied.close();
    }
  });
});
