import { describe, expect, it } from 'vitest';
import { publicApi } from '@casino/contracts';
import { mockEndpoint } from './mock-endpoint';
import { TEST_ORIGIN, setupMswServer } from './msw-server';

const server = setupMswServer();

describe('mockEndpoint', () => {
  it('answers the endpoint verb and path on any origin, with the id and parsed query', async () => {
    server.use(
      mockEndpoint(publicApi.checkRefcodeGet, ({ id, query }) => ({
        ref_code: id ?? '',
        valid: query['strict'] === '1',
      })),
    );

    const reply = await fetch(`${TEST_ORIGIN}/pbgapi/pb/check-refcode/ABC?strict=1`);

    expect(await reply.json()).toEqual({ ref_code: 'ABC', valid: true });
  });

  it('refuses a mock reply that breaks the contract', async () => {
    server.use(mockEndpoint(publicApi.checkRefcodeGet, () => ({ ref_code: 'ABC' }) as never));

    const reply = await fetch(`${TEST_ORIGIN}/pbgapi/pb/check-refcode/ABC`);

    expect(reply.status).toBe(500);
  });

  it('does not answer another verb on the same path', async () => {
    server.use(mockEndpoint(publicApi.logout, () => ({ loggedOut: true }) as const));
    await expect(fetch(`${TEST_ORIGIN}/pbgapi/pb/authentication`, { method: 'POST' })).rejects.toThrow();
  });
});
