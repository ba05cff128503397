import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { MockInstance } from 'vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedRateLimit } from './rate-limit';

const REDIS_URL = process.env['REDIS_URL'];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** An app with one route limited to `max` a minute, its counts kept where `sharedRateLimit` says. */
async function limitedApp(
  redisUrl: string | undefined,
  site: string,
  max: number,
  created: (app: FastifyInstance) => void = () => undefined,
) {
  const app = Fastify({ logger: false });
  created(app);
  const options = sharedRateLimit(app, redisUrl, site);
  await app.register(rateLimit, { global: false, ...options });
  app.get('/limited', { config: { rateLimit: { max, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  await app.ready();
  apps.push(app);
  return app;
}

const hit = (app: FastifyInstance) =>
  app.inject({ method: 'GET', url: '/limited' }).then((r) => r.statusCode);

describe('shared rate limits', () => {
  it('count in process memory without REDIS_URL', async () => {
    const app = await limitedApp(undefined, 'memory-site', 2);
    expect([await hit(app), await hit(app), await hit(app)]).toEqual([200, 200, 429]);
  });

  it('let requests through, and log the outage once, while Redis is unreachable', async () => {
    // Nothing listens on port 1: every store call fails at once.
    let warn: MockInstance | undefined;
    const started = Date.now();
    const app = await limitedApp('redis://127.0.0.1:1', 'outage-site', 1, (created) => {
      warn = vi.spyOn(created.log, 'warn');
    });
    // It waited for Redis a little, not for ever.
    expect(Date.now() - started).toBeLessThan(5_000);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push(await hit(app));
    expect(statuses).toEqual([200, 200, 200, 200]);
    // Reconnecting keeps failing; the outage was logged when it began, not again on every failure.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.runIf(REDIS_URL)('count once over two instances sharing Redis (REDIS_URL only)', async () => {
    const site = `site-${randomBytes(4).toString('hex')}`;
    const first = await limitedApp(REDIS_URL, site, 3);
    const second = await limitedApp(REDIS_URL, site, 3);
    const other = await limitedApp(REDIS_URL, `${site}-other`, 3);
    const statuses = [await hit(first), await hit(second), await hit(first), await hit(second)];
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another site on the same Redis keeps its own count.
    expect(await hit(other)).toBe(200);
  });
});
