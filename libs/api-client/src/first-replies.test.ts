// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FIRST_REPLIES_ELEMENT_ID, MEMBER_LANGUAGES_QUERY, publicApi, requestUrl } from '@casino/contracts';
import type { Language } from '@casino/contracts';
import { createApiClient } from './client';
import { readFirstReplies } from './first-replies';
import { buildLanguage, list, mockEndpoint } from './testing';
import { TEST_ORIGIN, setupMswServer } from './testing/msw-server';

const server = setupMswServer();

const LANGUAGES_URL = requestUrl('/pbgapi/pb/language', MEMBER_LANGUAGES_QUERY);

function countedLanguages(reply: { total: number; limit: number; skip: number; data: Language[] }) {
  const asked = { count: 0 };
  server.use(
    mockEndpoint(publicApi.languageFind, () => {
      asked.count += 1;
      return reply;
    }),
  );
  return asked;
}

describe("the page's first replies", () => {
  it('answers a read from the page once, then asks the server', async () => {
    const asked = countedLanguages(list([buildLanguage({ code: 'th' })]));
    const firstReplies = new Map<string, unknown>([[LANGUAGES_URL, list([buildLanguage({ code: 'en' })])]]);
    const client = createApiClient({ baseUrl: TEST_ORIGIN, firstReplies });
    const started: unknown[] = [];
    client.on('request:start', (call) => started.push(call));

    const first = await client.find(publicApi.languageFind, MEMBER_LANGUAGES_QUERY);
    expect(first.data[0]?.code).toBe('en');
    expect(asked.count).toBe(0);
    expect(started).toHaveLength(0);

    const second = await client.find(publicApi.languageFind, MEMBER_LANGUAGES_QUERY);
    expect(second.data[0]?.code).toBe('th');
    expect(asked.count).toBe(1);
  });

  it('is only for the same URL: another query asks the server', async () => {
    const asked = countedLanguages(list([buildLanguage()]));
    const firstReplies = new Map<string, unknown>([[LANGUAGES_URL, list([buildLanguage()])]]);
    const client = createApiClient({ baseUrl: TEST_ORIGIN, firstReplies });
    await client.find(publicApi.languageFind, { code: 'en' });
    expect(asked.count).toBe(1);
    expect(firstReplies.has(LANGUAGES_URL)).toBe(true);
  });

  it('asks the server when the written reply does not match the contract', async () => {
    const asked = countedLanguages(list([buildLanguage({ code: 'th' })]));
    const firstReplies = new Map<string, unknown>([[LANGUAGES_URL, { data: [{ code: 42 }] }]]);
    const client = createApiClient({ baseUrl: TEST_ORIGIN, firstReplies });
    const reply = await client.find(publicApi.languageFind, MEMBER_LANGUAGES_QUERY);
    expect(reply.data[0]?.code).toBe('th');
    expect(asked.count).toBe(1);
  });
});

describe('readFirstReplies', () => {
  const page = (text: string | null) => {
    const doc = document.implementation.createHTMLDocument('page');
    if (text !== null) {
      const script = doc.createElement('script');
      script.type = 'application/json';
      script.id = FIRST_REPLIES_ELEMENT_ID;
      script.textContent = text;
      doc.head.append(script);
    }
    return doc;
  };

  it('reads the replies by URL and takes the script out of the page', () => {
    const doc = page(JSON.stringify({ '/a?b=1': { data: [] } }));
    expect(readFirstReplies(doc)).toEqual(new Map([['/a?b=1', { data: [] }]]));
    expect(doc.getElementById(FIRST_REPLIES_ELEMENT_ID)).toBeNull();
  });

  it('has none without the script or with one that does not parse', () => {
    expect(readFirstReplies(page(null)).size).toBe(0);
    expect(readFirstReplies(page('{not json')).size).toBe(0);
    expect(readFirstReplies(page('[1, 2]')).size).toBe(0);
  });
});
