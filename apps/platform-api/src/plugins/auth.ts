import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, MESSAGES } from '../http/errors';
import { findActiveSession, verifyToken } from '../modules/auth/tokens';

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

export const cookieName = (webName: string) => `${webName}.jwt`;

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
      return active && active.userId === claims.userId ? claims : null;
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const session = await app.sessionOf(request);
      if (!session) throw new AppError(401, 'NOT_AUTHENTICATED', MESSAGES.notAuthenticated);
      request.member = session;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
