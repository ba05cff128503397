import { describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { z } from 'zod';
import { defineEndpoint, publicApi } from '@casino/contracts';
import { createApiClient } from './client';
import { isApiError } from './api-error';
import type { ApiEvents } from './events';
import { buildLanguage, errorReply, list, mockEndpoint } from './testing';
import { TEST_ORIGIN, setupMswServer } from './testing/msw-server';

const server = setupMswServer();

const languages = list([buildLanguage()]);

const note = z.object({ id: z.number(), text: z.string() });
const notePatch = defineEndpoint({
  service: 'note',
  scope: 'mb',
  method: 'patch',
  body: note,
  response: note,
  summary: 'test',
});
const noteUpdate = defineEndpoint({
  service: 'note',
  scope: 'mb',
  method: 'update',
  body: note,
  response: note,
  summary: 'test',
});
const noteRemove = defineEndpoint({
  service: 'note',
  scope: 'mb',
  method: 'remove',
  response: note,
  summary: 'test',
});

function recordEvents(client: ReturnType<typeof createApiClient>) {
  const seen: { [K in keyof ApiEvents]: ApiEvents[K][] } = {
    'request:start': [],
    'request:end': [],
    error: [],
    unauthorized: [],
  };
  client.on('request:start', (e) => seen['request:start'].push(e));
  client.on('request:end', (e) => seen['request:end'].push(e));
  client.on('error', (e) => seen.error.push(e));
  client.on('unauthorized', (e) => seen.unauthorized.push(e));
  return seen;
}

describe('createApiClient requests', () => {
  it('sends the contract path, a bracketed query, JSON accept, a fresh CorrelationID and the bearer token', async () => {
    const requests: Request[] = [];
    server.use(
      mockEndpoint(publicApi.languageFind, ({ request }) => {
        requests.push(request);
        return languages;
      }),
    );
    const client = createApiClient({ baseUrl: TEST_ORIGIN, getToken: () => 'token-1' });

    const reply = await client.find(publicApi.languageFind, { is_member: '1', $sort: { is_default: -1 } });
    await client.find(publicApi.languageFind);

    expect(reply.data[0]?.code).toBe('en');
    const [first, second] = requests;
    const url = new URL(first!.url);
    expect(url.pathname).toBe('/pbgapi/pb/language');
    expect(decodeURIComponent(url.search)).toBe('?is_member=1&$sort[is_default]=-1');
    expect(first!.headers.get('accept')).toBe('application/json');
    expect(first!.headers.get('authorization')).toBe('Bearer token-1');
    expect(first!.headers.get('correlationid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers.get('correlationid')).not.toBe(first!.headers.get('correlationid'));
  });

  it('sends no Authorization header without a token and includes credentials for the cookie session', async () => {
    const seen: Request[] = [];
    const capture: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      seen.push(request.clone());
      return fetch(request);
    };
    server.use(mockEndpoint(publicApi.languageFind, () => languages));
    const client = createApiClient({ baseUrl: TEST_ORIGIN, fetch: capture });

    await client.find(publicApi.languageFind);

    expect(seen[0]!.headers.get('authorization')).toBeNull();
    expect(seen[0]!.credentials).toBe('include');
  });

  it('posts the body as JSON and puts the id in the path', async () => {
    let received: unknown;
    let receivedId: string | undefined;
    server.use(
      mockEndpoint(notePatch, ({ id, body }) => {
        receivedId = id;
        received = body;
        return { id: 7, text: 'saved' };
      }),
    );
    const client = createApiClient({ baseUrl: TEST_ORIGIN });

    const reply = await client.patch(notePatch, 7, { id: 7, text: 'draft' });

    expect(reply).toEqual({ id: 7, text: 'saved' });
    expect(receivedId).toBe('7');
    expect(received).toEqual({ id: 7, text: 'draft' });
  });

  it('emits request:start and request:end around every call, with ok false on failure', async () => {
    server.use(
      mockEndpoint(publicApi.languageFind, () =>
        errorReply({ code: 500, reason: 'INTERNAL', message: 'boom' }),
      ),
    );
    const client = createApiClient({ baseUrl: TEST_ORIGIN });
    const seen = recordEvents(client);

    await expect(client.find(publicApi.languageFind)).rejects.toThrow('boom');

    expect(seen['request:start']).toHaveLength(1);
    expect(seen['request:end']).toEqual([
      expect.objectContaining({ ok: false, path: '/pbgapi/pb/language' }),
    ]);
  });
});

describe('createApiClient failures', () => {
  it('turns an error reply into the Error object with the reply CorrelationID, reports it and rejects (create)', async () => {
    server.use(
      mockEndpoint(publicApi.register, () => {
        const reply = errorReply({
          code: 409,
          reason: 'USERNAME_TAKEN',
          message: 'This username is already taken',
          errors: [{ field: 'body.username', message: 'This username is already taken' }],
        });
        reply.headers.set('CorrelationID', 'server-trace');
        return reply;
      }),
    );
    const client = createApiClient({ baseUrl: TEST_ORIGIN });
    const seen = recordEvents(client);

    const failure = await client.create(publicApi.register, {} as never).catch((e: unknown) => e);

    expect(isApiError(failure)).toBe(true);
    expect(failure).toMatchObject({
      code: 409,
      reason: 'USERNAME_TAKEN',
      message: 'This username is already taken',
      errors: [{ field: 'body.username', message: 'This username is already taken' }],
    });
    expect(seen.error).toHaveLength(1);
    expect(seen.error[0]!.error).toBe(failure);
    expect(seen.unauthorized).toHaveLength(0);
  });

  it('rejects a reply that does not match the response schema', async () => {
    server.use(
      mockEndpoint(publicApi.checkRefcodeGet, () => HttpResponse.json({ ref_code: 'ABC', valid: 'yes' })),
    );
    const client = createApiClient({ baseUrl: TEST_ORIGIN });
    const seen = recordEvents(client);

    await expect(client.get(publicApi.checkRefcodeGet, 'ABC')).resolves.toBeUndefined();

    expect(seen.error[0]!.error.message).toContain('did not match the contract');
    expect(seen.error[0]!.error.errors[0]!.field).toBe('response.valid');
  });

  it.each([
    ['get', (c: ReturnType<typeof createApiClient>) => c.get(publicApi.checkRefcodeGet, 'X')],
    ['patch', (c: ReturnType<typeof createApiClient>) => c.patch(notePatch, 1, { id: 1, text: 'a' })],
    ['update', (c: ReturnType<typeof createApiClient>) => c.update(noteUpdate, 1, { id: 1, text: 'a' })],
    ['remove', (c: ReturnType<typeof createApiClient>) => c.remove(noteRemove, 1)],
  ])('reports a failed %s and resolves undefined', async (_verb, run) => {
    const failing = () => errorReply({ code: 400, reason: 'VALIDATION_FAILED', message: 'bad' });
    server.use(
      mockEndpoint(publicApi.checkRefcodeGet, failing),
      mockEndpoint(notePatch, failing),
      mockEndpoint(noteUpdate, failing),
      mockEndpoint(noteRemove, failing),
    );
    const client = createApiClient({ baseUrl: TEST_ORIGIN });
    const seen = recordEvents(client);

    await expect(run(client)).resolves.toBeUndefined();

    expect(seen.error.map((e) => e.error.code)).toEqual([400]);
  });

  it('emits unauthorized instead of error on 401', async () => {
    server.use(
      mockEndpoint(noteRemove, () =>
        errorReply({ code: 401, reason: 'NOT_AUTHENTICATED', message: 'Not authenticated' }),
      ),
    );
    const client = createApiClient({ baseUrl: TEST_ORIGIN });
    const seen = recordEvents(client);

    await client.remove(noteRemove, 3);

    expect(seen.unauthorized.map((e) => e.error.code)).toEqual([401]);
    expect(seen.error).toHaveLength(0);
  });

  it('stays silent and always rejects when the caller handles errors itself', async () => {
    server.use(
      mockEndpoint(publicApi.login, () =>
        errorReply({
          code: 401,
          reason: 'INVALID_CREDENTIALS',
          message: 'Username or password is incorrect',
        }),
      ),
      mockEndpoint(publicApi.checkRefcodeGet, () =>
        errorReply({ code: 404, reason: 'DATA_NOT_FOUND', message: 'none' }),
      ),
    );
    const client = createApiClient({ baseUrl: TEST_ORIGIN });
    const seen = recordEvents(client);

    await expect(
      client.create(publicApi.login, { strategy: 'local', username: 'a', password: 'b' }, { silent: true }),
    ).rejects.toMatchObject({ code: 401, reason: 'INVALID_CREDENTIALS' });
    await expect(
      client.get(publicApi.checkRefcodeGet, 'X', undefined, { silent: true }),
    ).rejects.toMatchObject({
      code: 404,
    });

    expect(seen.error).toHaveLength(0);
    expect(seen.unauthorized).toHaveLength(0);
  });

  it('gives code 0 and the sent CorrelationID when no reply arrives', async () => {
    server.use(mockEndpoint(publicApi.languageFind, () => HttpResponse.error()));
    const client = createApiClient({ baseUrl: TEST_ORIGIN });
    const seen = recordEvents(client);

    const failure = await client.find(publicApi.languageFind).catch((e: unknown) => e);

    expect(failure).toMatchObject({ code: 0, CorrelationID: seen['request:start'][0]!.correlationId });
  });

  it('does not report a call the caller aborted', async () => {
    server.use(mockEndpoint(publicApi.languageFind, () => new Promise<never>(() => undefined)));
    const client = createApiClient({ baseUrl: TEST_ORIGIN });
    const seen = recordEvents(client);
    const controller = new AbortController();

    const pending = client.find(publicApi.languageFind, undefined, { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toThrow();
    expect(seen.error).toHaveLength(0);
  });

  it('stops calling a handler once unsubscribed', async () => {
    server.use(mockEndpoint(publicApi.languageFind, () => languages));
    const client = createApiClient({ baseUrl: TEST_ORIGIN });
    const handler = vi.fn();
    const off = client.on('request:start', handler);

    await client.find(publicApi.languageFind);
    off();
    await client.find(publicApi.languageFind);

    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('createApiClient retries of a read', () => {
  /** Answers each call with the next reply (the last one repeats) and keeps the requests it saw. */
  function replies(...answers: (() => Response)[]) {
    const requests: Request[] = [];
    server.use(
      mockEndpoint(publicApi.languageFind, ({ request }) => {
        requests.push(request);
        return (answers[requests.length - 1] ?? answers[answers.length - 1]!)();
      }),
    );
    return requests;
  }
  const serverError = (code: number) => () =>
    errorReply({ code, reason: 'INTERNAL', message: `failed with ${code}` });

  it('asks again after a 5xx, with the same CorrelationID, and reports nothing once a try succeeds', async () => {
    const requests = replies(serverError(503), serverError(502), () => HttpResponse.json(languages));
    const client = createApiClient({ baseUrl: TEST_ORIGIN });
    const seen = recordEvents(client);

    const reply = await client.find(publicApi.languageFind, undefined, { retries: 2 });

    expect(reply.data[0]?.code).toBe('en');
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((r) => r.headers.get('correlationid'))).size).toBe(1);
    expect(seen.error).toHaveLength(0);
    expect(seen['request:end']).toEqual([expect.objectContaining({ ok: true })]);
  });

  it('stops after the given number of retries and reports the last failure once', async () => {
    const requests = replies(serverError(500));
    const client = createApiClient({ baseUrl: TEST_ORIGIN });
    const seen = recordEvents(client);

    const failure = await client
      .find(publicApi.languageFind, undefined, { retries: 2 })
      .catch((e: unknown) => e);

    expect(requests).toHaveLength(3);
    expect(failure).toMatchObject({ code: 500, CorrelationID: requests[0]!.headers.get('correlationid') });
    expect(seen.error).toHaveLength(1);
    expect(seen.error[0]!.error).toBe(failure);
  });

  it('asks again when no reply arrives', async () => {
    const requests = replies(() => HttpResponse.error());
    const client = createApiClient({ baseUrl: TEST_ORIGIN });
    const seen = recordEvents(client);

    await expect(client.find(publicApi.languageFind, undefined, { retries: 1 })).rejects.toMatchObject({
      code: 0,
    });

    expect(requests).toHaveLength(2);
    expect(seen.error).toHaveLength(1);
  });

  it.each([400, 404, 408, 429, 501])('never asks again after a %i', async (code) => {
    const requests = replies(serverError(code));
    const client = createApiClient({ baseUrl: TEST_ORIGIN });
    const seen = recordEvents(client);

    await expect(client.find(publicApi.languageFind, undefined, { retries: 2 })).rejects.toMatchObject({
      code,
    });

    expect(requests).toHaveLength(1);
    expect(seen.error).toHaveLength(1);
  });

  it('asks once without retries, and never twice for a write', async () => {
    const reads = replies(serverError(500));
    let writes = 0;
    server.use(
      mockEndpoint(publicApi.register, () => {
        writes += 1;
        return serverError(500)();
      }),
    );
    const client = createApiClient({ baseUrl: TEST_ORIGIN });

    await expect(client.find(publicApi.languageFind)).rejects.toMatchObject({ code: 500 });
    await expect(client.create(publicApi.register, {} as never, { retries: 2 })).rejects.toMatchObject({
      code: 500,
    });

    expect(reads).toHaveLength(1);
    expect(writes).toBe(1);
  });
});
