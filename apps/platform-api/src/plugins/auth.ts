import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_HINT_VALUE, sessionCookieNames } from '@casino/contracts';
import { AppError, MESSAGES } from '../http/errors';
import { findActiveSession, verifyToken } from '../modules/sessions';

export interface MemberSession {
  userId: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of member routes: sets `request.member` or answers 401 NOT_AUTHENTICATED. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The session behind the request's token, or null (missing, bad, expired, revoked). */
    sessionOf: (request: FastifyRequest) => Promise<MemberSession | null>;
  }
  interface FastifyRequest {
    member: MemberSession | null;
  }
}

export const cookieName = (webName: string) => sessionCookieNames(webName).token;

/**
 * Sets the session: the token in the HttpOnly `{web_name}.jwt` cookie and, with the same lifetime, the
 * `{web_name}.session` hint the page reads to know it may ask who is logged in (a visitor without it asks
 * nothing, so logs no 401).
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  webName: string,
  token: string,
  maxAgeSeconds: number,
): void {
  const names = sessionCookieNames(webName);
  const options = {
    maxAge: maxAgeSeconds,
    sameSite: 'lax' as const,
    path: '/',
    // request.protocol reads X-Forwarded-Proto only when trustProxy is configured.
    secure: request.protocol === 'https',
  };
  reply.setCookie(names.token, token, { ...options, httpOnly: true });
  reply.setCookie(names.hint, SESSION_HINT_VALUE, { ...options, httpOnly: false });
}

/** Ends the session's cookies (logout, or a request whose session is gone). */
export function clearSessionCookies(reply: FastifyReply, webName: string): void {
  const names = sessionCookieNames(webName);
  reply.clearCookie(names.token, { path: '/' });
  reply.clearCookie(names.hint, { path: '/' });
}

/** A Bearer header wins over the cookie, so an API client's explicit token is the one checked. */
export function tokenOf(request: FastifyRequest, webName: string): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] ?? null;
  }
  return request.cookies[cookieName(webName)] ?? null;
}

export default fp(
  async function authPlugin(app: FastifyInstance) {
    app.decorateRequest('member', null);

    app.decorate('sessionOf', async (request: FastifyRequest) => {
      const token = tokenOf(request, app.config.webName);
      if (!token) return null;
      const claims = await verifyToken(app.authSecret, token);
      if (!claims) return null;
      const active = await findActiveSession(app.db, claims.sessionId);
      return active && active.userId === claims.userId ? active : null;
    });

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const session = await app.sessionOf(request);
      if (!session) {
        // A hint or token left from an ended session (expired, revoked, logged out elsewhere) goes with
        // this 401, so the page stops asking on every load.
        const names = sessionCookieNames(app.config.webName);
        if (request.cookies[names.hint] !== undefined || request.cookies[names.token] !== undefined) {
          clearSessionCookies(reply, app.config.webName);
        }
        throw new AppError(401, 'NOT_AUTHENTICATED', MESSAGES.notAuthenticated);
      }
      request.member = session;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
