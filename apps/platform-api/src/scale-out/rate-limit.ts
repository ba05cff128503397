import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** How long a starting instance waits for Redis before serving with its limits skipped. */
const CONNECT_WAIT_MS = 2_000;

export type SharedRateLimitOptions = Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'>;

/**
 * The per-IP request limits (login, registration, ...) counted in Redis when `redisUrl` is set, so every
 * API instance behind one site shares one count; in process memory otherwise (a single instance). Returns
 * what to spread into @fastify/rate-limit's options; the connection closes with the app.
 *
 * A Redis outage must not turn every limited route into a 5xx, so a store error lets the request
 * through (skipOnError) and is logged once per outage. Nothing else rests on these counters: failed logins
 * per username, staff failures and OTP attempts are counted in the database and still hold. Commands fail
 * at once while Redis is unreachable (no offline queue) instead of holding the request for a reconnect;
 * so that this is not also the case for an instance's first requests, it waits for the connection (up to
 * two seconds) before it serves.
 */
export function sharedRateLimit(
  app: FastifyInstance,
  redisUrl: string | undefined,
  webName: string,
): SharedRateLimitOptions {
  if (!redisUrl) return {};
  const redis = new Redis(redisUrl, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let down = false;
  redis.on('error', (err: unknown) => {
    if (down) return;
    down = true;
    app.log.warn({ err }, 'rate limits: Redis unreachable, requests pass unlimited until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    app.log.info('rate limits: Redis reachable again');
  });
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, CONNECT_WAIT_MS);
      function done() {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      }
      redis.once('ready', done);
    });
  });
  app.addHook('onClose', async () => redis.disconnect());
  // Keyed by site as well: brands sharing one Redis keep their own counts.
  return { redis, nameSpace: `rate-limit:${webName}:`, skipOnError: true };
}
