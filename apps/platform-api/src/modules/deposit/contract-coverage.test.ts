import { depositAdminApi, depositApi, endpointPath } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const isEndpoint = (value: unknown): value is { verb: string; basePath: string; id: 'none' | 'required' } =>
  typeof value === 'object' && value !== null && 'basePath' in value && 'verb' in value;

describe('deposit contracts', () => {
  const member = Object.entries(depositApi).filter(([, value]) => isEndpoint(value));

  it.each(member)('%s has a route that asks for a session', async (_name, endpoint) => {
    if (!isEndpoint(endpoint)) throw new Error('filtered above');
    const url = endpointPath(endpoint, endpoint.id === 'required' ? 1 : undefined);
    expect(t.app.hasRoute({ method: endpoint.verb as 'GET', url: endpoint.basePath })).toBe(true);
    const res = await t.app.inject({ method: endpoint.verb as 'GET', url });
    expect(res.statusCode).toBe(401);
  });

  const staff = [depositAdminApi.depositsList, depositAdminApi.depositApprove, depositAdminApi.depositReject];

  it.each(staff.map((e) => [e.path, e] as const))('%s has a staff-only route', async (_path, endpoint) => {
    expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
    const res = await t.app.inject({ method: endpoint.method, url: endpoint.path.replace(':id', '1') });
    expect(res.statusCode).toBe(401);
  });
});
