import type { Endpoint } from '@casino/contracts';
import { otpApi, passwordApi, policyApi, profileApi } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const groups = { otpApi, passwordApi, policyApi, profileApi };
const endpoints: [string, Endpoint][] = Object.entries(groups).flatMap(([group, api]) =>
  Object.entries(api).map(([name, e]): [string, Endpoint] => [`${group}.${name}`, e]),
);

describe('the profile, OTP, password and policy contracts are served', () => {
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
