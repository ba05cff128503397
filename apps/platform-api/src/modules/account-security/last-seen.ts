import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How stale "last seen" may be: a session is written at most this often per instance. */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;
/** Bounds the memory of sessions seen; clearing it only means one extra write per session. */
const MAX_REMEMBERED = 10_000;

/**
 * Records when each session last made a member call. After the reply, not awaited by it, and at most
 * every few minutes per session, so member calls keep their latency and the database its write load.
 */
export const sessionLastSeenPlugin = fp(
  async function sessionLastSeen(app: FastifyInstance) {
    const written = new Map<string, number>();
    app.addHook('onResponse', async (request) => {
      const member = request.member;
      if (!member) return;
      const now = Date.now();
      const last = written.get(member.sessionId);
      if (last !== undefined && now - last < LAST_SEEN_EVERY_MS) return;
      if (written.size >= MAX_REMEMBERED) written.clear();
      written.set(member.sessionId, now);
      void app.db
        .query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [member.sessionId])
        .catch((err: unknown) => request.log.warn({ err }, 'session last seen not recorded'));
    });
  },
  { name: 'session-last-seen' },
);
