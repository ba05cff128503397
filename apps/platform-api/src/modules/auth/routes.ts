import { accountSecurityApi, isTwoFactorChallenge, publicApi } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import { clearSessionCookies, setSessionCookies } from '../../plugins/auth';
import { login, revokeSession } from './login';
import type { LoginContext } from './login';
import { loginWithTwoFactor } from './login-two-factor';
import type { PasswordHasher } from '../../security/password';
import { registerMember } from './register';
import { SESSION_MS } from '../sessions';

export interface AuthRoutesOptions {
  hasher: PasswordHasher;
}

export async function authRoutes(app: FastifyInstance, { hasher }: AuthRoutesOptions) {
  const limits = app.config.rateLimits;
  const perMinute = (max: number) => ({ max, timeWindow: 60_000 });

  route(
    app,
    publicApi.register,
    ({ body, request }) =>
      registerMember(app.db, hasher, body, {
        sessionUserId: async () => (await app.sessionOf(request))?.userId ?? null,
      }),
    {
      rateLimit: perMinute(limits.registerPerMinute),
    },
  );

  const loginContext = (request: FastifyRequest): LoginContext => ({
    db: app.db,
    hasher,
    secret: app.authSecret,
    limits,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });

  route(
    app,
    publicApi.login,
    async ({ body, request, reply }) => {
      const result = await login(loginContext(request), body);
      // A two-factor challenge is no session: no cookie until login-two-factor.
      if (!isTwoFactorChallenge(result)) {
        setSessionCookies(request, reply, app.config.webName, result.accessToken, SESSION_MS / 1000);
      }
      return result;
    },
    { rateLimit: perMinute(limits.loginPerMinute) },
  );

  route(
    app,
    accountSecurityApi.loginTwoFactor,
    async ({ body, request, reply }) => {
      const result = await loginWithTwoFactor(loginContext(request), body);
      setSessionCookies(request, reply, app.config.webName, result.accessToken, SESSION_MS / 1000);
      return result;
    },
    { rateLimit: perMinute(limits.loginPerMinute) },
  );

  route(app, publicApi.logout, async ({ request, reply }) => {
    const session = await app.sessionOf(request);
    if (session) await revokeSession(app.db, session.sessionId);
    clearSessionCookies(reply, app.config.webName);
    return { loggedOut: true as const };
  });
}
