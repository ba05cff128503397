import { describe, expect, it } from 'vitest';
import { clusterOptionsFromEnv, clusterStack } from './cluster-stack';

const shared = { DATABASE_URL: 'postgresql://db/casino', REDIS_URL: 'redis://cache:6379' };

describe('cluster stack', () => {
  it('refuses to start without the shared PostgreSQL and Redis, or with a wrong instance count', () => {
    expect(() => clusterOptionsFromEnv({ REDIS_URL: shared.REDIS_URL }, 3000)).toThrow(/DATABASE_URL/);
    expect(() => clusterOptionsFromEnv({ DATABASE_URL: shared.DATABASE_URL }, 3000)).toThrow(/REDIS_URL/);
    expect(() => clusterOptionsFromEnv({ ...shared, INSTANCES: '0' }, 3000)).toThrow(/INSTANCES/);
    expect(() => clusterOptionsFromEnv({ ...shared, INSTANCES: 'two' }, 3000)).toThrow(/INSTANCES/);
    expect(clusterOptionsFromEnv(shared, 3000)).toEqual({
      instances: 2,
      basePort: 3010,
      databaseUrl: shared.DATABASE_URL,
      redisUrl: shared.REDIS_URL,
    });
  });

  it('starts the API once per instance on internal ports, all on the same database and Redis', () => {
    const cluster = clusterOptionsFromEnv({ ...shared, INSTANCES: '3', CLUSTER_BASE_PORT: '4100' }, 3000);
    const { services, targets } = clusterStack(
      { port: 3000, dataDir: '/tmp/data', host: 'localhost', brand: 'royal-siam' },
      cluster,
      '1',
    );
    expect(targets).toEqual([4100, 4101, 4102].map((port) => ({ host: '127.0.0.1', port })));
    const apis = services.filter((service) => service.name.startsWith('platform-api'));
    expect(apis.map((api) => api.env?.['PORT'])).toEqual(['4100', '4101', '4102']);
    for (const api of apis) {
      expect(api.env).toMatchObject({
        HOST: '127.0.0.1',
        TRUST_PROXY: '1',
        NODE_ENV: 'production',
        BRAND: 'royal-siam',
        ...{ DATABASE_URL: shared.DATABASE_URL, REDIS_URL: shared.REDIS_URL },
      });
      expect(api.readyUrl).toBe(`http://127.0.0.1:${api.env?.['PORT']}/healthz`);
    }
    // The game provider comes last and calls the API through the front port.
    const provider = services.at(-1);
    expect(provider?.name).toBe('game-provider');
    expect(provider?.env?.['OPERATOR_WALLET_URL']).toBe('http://localhost:3000/provider-wallet/hub88');
  });
});
