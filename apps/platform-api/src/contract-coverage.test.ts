import type { Endpoint } from '@casino/contracts';
import { memberApi, publicApi } from '@casino/contracts';
import { affiliateApi } from '@casino/contracts/affiliate';
import * as bannerApi from '@casino/contracts/banner';
import * as engagementApi from '@casino/contracts/engagement';
import * as exclusionApi from '@casino/contracts/exclusion';
import * as memoApi from '@casino/contracts/memo';
import { cashbackApi, promotionApi } from '@casino/contracts/promotions';
import { rewardApi } from '@casino/contracts/rewards';
import { freeSpinApi } from '@casino/contracts/rewards';
import * as recentWinsApi from '@casino/contracts/recent-wins';
import * as webPushApi from '@casino/contracts/web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test/harness';
import { buildTestApp, createTestApp, createTestDb } from './test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const endpoints: [string, Endpoint][] = [
  ...Object.entries(publicApi).map(([name, e]): [string, Endpoint] => [`publicApi.${name}`, e]),
  ...Object.entries(memberApi).map(([name, e]): [string, Endpoint] => [`memberApi.${name}`, e]),
  ...endpointsOf('memoApi', memoApi),
  ...endpointsOf('promotionApi', promotionApi),
  ...endpointsOf('cashbackApi', cashbackApi),
  ...endpointsOf('rewardApi', rewardApi),
  ...endpointsOf('freeSpinApi', freeSpinApi),
  ...endpointsOf('affiliateApi', affiliateApi),
  ...endpointsOf('engagementApi', engagementApi),
  ...endpointsOf('bannerApi', bannerApi),
  ...endpointsOf('webPushApi', webPushApi),
  ...endpointsOf('recentWinsApi', recentWinsApi),
  ...endpointsOf('exclusionApi', exclusionApi),
];

/** The member and public endpoints of an entry point that also exports schemas (admin ones have their own tests). */
function endpointsOf(moduleName: string, module: object): [string, Endpoint][] {
  return Object.entries(module).flatMap(([name, e]): [string, Endpoint][] =>
    typeof e === 'object' && e !== null && 'basePath' in e && 'scope' in e
      ? [[`${moduleName}.${name}`, e as Endpoint]]
      : [],
  );
}

describe('the server serves the whole contract', () => {
  it.each(endpoints)('%s has a route', (_name, endpoint) => {
    const url = endpoint.id === 'required' ? `${endpoint.basePath}/:id` : endpoint.basePath;
    expect(t.app.hasRoute({ method: endpoint.verb, url })).toBe(true);
  });

  it.each(endpoints.filter(([, e]) => e.scope === 'mb'))(
    '%s refuses anonymous callers',
    async (_name, endpoint) => {
      const url = endpoint.id === 'required' ? `${endpoint.basePath}/1` : endpoint.basePath;
      const res = await t.app.inject({ method: endpoint.verb, url });
      expect(res.statusCode).toBe(401);
    },
  );
});

describe('server failures', () => {
  it('answers 500/503 without internals when the database is gone', async () => {
    const { db, cleanup } = await createTestDb();
    const app = await buildTestApp(db);
    await cleanup();
    try {
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        code: 503,
        name: 'Unavailable',
        reason: 'INTERNAL',
        message: 'Service unavailable',
      });
      const list = await app.inject({ method: 'GET', url: '/pbgapi/pb/language' });
      expect(list.statusCode).toBe(500);
      expect(list.json()).toEqual({
        code: 500,
        name: 'GeneralError',
        reason: 'INTERNAL',
        message: 'Internal server error',
      });
      expect(list.headers['correlationid']).toBeTruthy();
    } finally {
      await app.close();
    }
  });
});
