import type { GameListItem, Paginated } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../test/harness';
import { createTestApp } from '../test/harness';
import { loginMember, registerMember } from '../test/members';
import { gameIdOf } from '../modules/games/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LANGUAGES = '/pbgapi/pb/language?is_member=1&$sort[is_default]=-1';
const GAMES = '/pbgapi/pb/game-list?$limit=50&$skip=0&$sort[name]=1';

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json<T>();
}

/** The database statements a request makes that read `table`. */
async function queriesOf(table: string, request: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(t.db, 'query');
  try {
    await request();
    return spy.mock.calls.filter(([sql]) => sql.includes(table)).length;
  } finally {
    spy.mockRestore();
  }
}

// Writes made straight in SQL (as a seed, another instance or an operator would): the tables' triggers
// tell every listening instance, on PostgreSQL a moment after the commit, hence the polls.
describe('the read cache', () => {
  it('answers the language list from memory until the languages change', async () => {
    type Languages = Paginated<{ code: string; native_name: string }>;
    await get<Languages>(LANGUAGES);
    expect(await queriesOf('languages', () => get(LANGUAGES))).toBe(0);

    await t.db.query(`UPDATE languages SET native_name = 'English (renamed)' WHERE code = 'en'`);
    await expect
      .poll(async () => (await get<Languages>(LANGUAGES)).data.find((l) => l.code === 'en')?.native_name)
      .toBe('English (renamed)');
    expect(await queriesOf('languages', () => get(LANGUAGES))).toBe(0);
  });

  it("drops a visitor's game list page when a provider is switched off", async () => {
    const before = await get<Paginated<GameListItem>>(GAMES);
    const provider = before.data[0]?.provider_id;
    expect(provider).toBeDefined();
    expect(await queriesOf('games', () => get(GAMES))).toBe(0);

    await t.db.query('UPDATE game_providers SET is_active = false WHERE id = $1', [provider]);
    await expect
      .poll(async () => (await get<typeof before>(GAMES)).data.some((g) => g.provider_id === provider))
      .toBe(false);
    await t.db.query('UPDATE game_providers SET is_active = true WHERE id = $1', [provider]);
    await expect.poll(async () => (await get<typeof before>(GAMES)).total).toBe(before.total);
  });
});

/** How many times a request reaches the route's handler (the handler asks the cache for its answer). */
async function handlerRuns(request: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(t.app.readCache, 'reply');
  try {
    await request();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('a kept answer', () => {
  it('is sent before validation and the handler, with every header a first answer has', async () => {
    const url = '/pbgapi/pb/language?is_member=1&$limit=5';
    const host = { host: 'casino.test:8080' };
    const first = await t.app.inject({ url, headers: host });
    let kept: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    expect(await handlerRuns(async () => (kept = await t.app.inject({ url, headers: host })))).toBe(0);
    expect(kept?.statusCode).toBe(200);
    expect(kept?.body).toBe(first.body);
    const volatile = ['correlationid', 'date', 'x-ratelimit-remaining', 'x-ratelimit-reset'];
    const stable = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !volatile.includes(name)));
    expect(stable(kept?.headers ?? {})).toEqual(stable(first.headers));
    expect(kept?.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(Number(kept?.headers['x-ratelimit-remaining'])).toBeLessThan(
      Number(first.headers['x-ratelimit-remaining']),
    );
    // A caller's correlation id is echoed on a kept answer too.
    const traced = await t.app.inject({ url, headers: { correlationid: 'trace-kept-1234' } });
    expect(traced.headers['correlationid']).toBe('trace-kept-1234');
  });

  it('is never kept for a query the contract refuses', async () => {
    const url = '/pbgapi/pb/language?$limit=many';
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ url })).statusCode).toBe(400);
  });

  it('is not what a member gets: their own list, with their favourites', async () => {
    const { body } = await registerMember(t.app);
    const authorization = `Bearer ${(await loginMember(t.app, body.username)).accessToken}`;
    const id = await gameIdOf(t.db, 'temple-ways');
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/mb/user-favorite',
      headers: { authorization },
      payload: { game_list_id: id },
    });
    expect(add.statusCode).toBe(201);
    const url = '/pbgapi/pb/game-list?search=temple';
    // Kept for visitors once the favourite's write has been heard (polling until nothing is loaded).
    await expect.poll(() => handlerRuns(() => get(url))).toBe(0);
    const visitor = await get<Paginated<GameListItem>>(url);
    expect(visitor.data.find((g) => g.id === id)?.is_favorite).toBe(false);
    // The same URL, kept: a member's request still reaches the handler, which reads their favourites.
    const member = await t.app.inject({ url, headers: { authorization } });
    expect(member.json<Paginated<GameListItem>>().data.find((g) => g.id === id)?.is_favorite).toBe(true);
  });
});
