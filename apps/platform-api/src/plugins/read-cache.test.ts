import type { GameListItem, Paginated } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../test/harness';
import { createTestApp } from '../test/harness';

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
