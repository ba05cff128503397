import type {
  EnterGameResult,
  GameCategory,
  GameListItem,
  GameProvider,
  GameTag,
  Paginated,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_CATEGORY_CODES, gamesApi, REFERENCE_GAMES, REFERENCE_PROVIDERS } from '@casino/contracts';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { loginMember, registerMember } from '../../test/members';
import { completeProfile, gameIdOf } from './testing';

let t: TestApp;
let bearer: string;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { body, user } = await registerMember(t.app);
  userId = user.id;
  bearer = `Bearer ${(await loginMember(t.app, body.username)).accessToken}`;
});
afterAll(() => t.close());

const get = async <T>(url: string, auth = false) => {
  const res = await t.app.inject({ url, headers: auth ? { authorization: bearer } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

describe('catalogue', () => {
  it('lists only categories with games, in lobby order', async () => {
    const { data } = await get<Paginated<GameCategory>>('/pbgapi/pb/game-category');
    const seeded = GAME_CATEGORY_CODES.filter((code) => REFERENCE_GAMES.some((g) => g.category === code));
    expect(seeded).toEqual(['slots', 'live-casino', 'fishing', 'crash', 'table', 'lotto', 'megaways']);
    expect(data.map((c) => c.code)).toEqual(seeded);
    expect(data.find((c) => c.code === 'table')?.game_count).toBe(
      REFERENCE_GAMES.filter((g) => g.category === 'table').length,
    );
  });

  it('offers at most 8 tags by order_no', async () => {
    const { data } = await get<Paginated<GameTag>>('/pbgapi/pb/tag?$limit=8&$sort[order_no]=1');
    expect(data).toHaveLength(8);
    expect(data[0]?.code).toBe('all');
    expect(data.map((t) => t.order_no)).toEqual([...data.map((t) => t.order_no)].sort((a, b) => a - b));
  });

  it('lists the provider brands with their logos, iframe and new-tab', async () => {
    const { data } = await get<Paginated<GameProvider>>('/pbgapi/pb/provider');
    expect(data.map((p) => [p.code, p.use_iframe])).toEqual(
      REFERENCE_PROVIDERS.map((p) => [p.code, p.use_iframe]),
    );
    expect(data.length).toBeGreaterThanOrEqual(4);
    expect(data.map((p) => p.logo_url)).toEqual(
      REFERENCE_PROVIDERS.map((p) => `http://localhost:3100/assets/providers/${p.code}.svg`),
    );
    const table = await get<Paginated<GameCategory>>('/pbgapi/pb/game-category');
    const tableId = table.data.find((c) => c.code === 'table')?.id;
    const inTable = await get<Paginated<GameProvider>>(`/pbgapi/pb/provider?game_category_id=${tableId}`);
    expect(inTable.data.map((p) => p.code)).toEqual(
      REFERENCE_PROVIDERS.filter((p) =>
        REFERENCE_GAMES.some((g) => g.provider === p.code && g.category === 'table'),
      ).map((p) => p.code),
    );
  });

  it('seeds every reference title with its art, provider, category and tags, the first seven first', async () => {
    const all = await get<Paginated<GameListItem>>('/pbgapi/pb/game-list?$limit=100&$sort[order_no]=1');
    expect(all.total).toBe(REFERENCE_GAMES.length);
    expect(all.data.map((g) => g.code)).toEqual(REFERENCE_GAMES.map((g) => g.code));
    for (const [i, game] of REFERENCE_GAMES.entries()) {
      expect(all.data[i]).toMatchObject({
        name: game.name,
        image_url: `http://localhost:3100/assets/games/${game.code}.svg`,
      });
    }
    for (const tag of ['popular', 'new', 'jackpots'] as const) {
      const row = await get<Paginated<GameListItem>>(`/pbgapi/pb/game-list?tag=${tag}&$limit=50`);
      expect(row.data.map((g) => g.code).sort()).toEqual(
        REFERENCE_GAMES.filter((g) => g.tags.includes(tag))
          .map((g) => g.code)
          .sort(),
      );
      expect(row.total).toBeGreaterThanOrEqual(6);
      expect(row.total).toBeLessThanOrEqual(12);
    }
  });

  it('searches names case-insensitively and sorts A-Z and Z-A', async () => {
    const found = await get<Paginated<GameListItem>>('/pbgapi/pb/game-list?search=EUROPEAN%20ROUL');
    expect(found.data.map((g) => g.code)).toEqual(['european-roulette']);
    const roulettes = await get<Paginated<GameListItem>>('/pbgapi/pb/game-list?search=roulette');
    expect(roulettes.total).toBe(REFERENCE_GAMES.filter((g) => /roulette/i.test(g.name)).length);
    const az = await get<Paginated<GameListItem>>('/pbgapi/pb/game-list?$sort[name]=1&$limit=100');
    const names = az.data.map((g) => g.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const za = await get<Paginated<GameListItem>>('/pbgapi/pb/game-list?$sort[name]=-1&$limit=100');
    expect(za.data.map((g) => g.name)).toEqual([...names].reverse());
  });

  it('filters by provider and tag, and pages', async () => {
    const providers = await get<Paginated<GameProvider>>('/pbgapi/pb/provider');
    const jade = providers.data.find((p) => p.code === 'jade-studio');
    const byProvider = await get<Paginated<GameListItem>>(`/pbgapi/pb/all-games?provider_id=${jade?.id}`);
    expect(byProvider.total).toBe(REFERENCE_GAMES.filter((g) => g.provider === 'jade-studio').length);
    expect(byProvider.data.every((g) => g.provider_name === 'Jade Studio')).toBe(true);
    const tables = await get<Paginated<GameListItem>>('/pbgapi/pb/game-list?tag=table-games&$limit=50');
    expect(tables.data.map((g) => g.code).sort()).toEqual(
      REFERENCE_GAMES.filter((g) => g.tags.includes('table-games'))
        .map((g) => g.code)
        .sort(),
    );
    const demo = await get<Paginated<GameListItem>>('/pbgapi/pb/game-list?tag=demo');
    expect(demo.data.map((g) => g.code)).not.toContain('punto-banco');
    expect(demo.total).toBe(REFERENCE_GAMES.filter((g) => g.is_demo).length);
    const second = await get<Paginated<GameListItem>>('/pbgapi/pb/game-list?$limit=3&$skip=3');
    expect(second).toMatchObject({ total: REFERENCE_GAMES.length, limit: 3, skip: 3 });
    expect(second.data).toHaveLength(3);
  });

  it('builds the home lobby from the categories that have games', async () => {
    const lobby = await get<Paginated<GameCategory & { games: GameListItem[] }>>(
      '/pbgapi/pb/game-list-first-page?per_category=1',
    );
    expect(lobby.data.every((section) => section.games.length === 1)).toBe(true);
    const withProviders = await get<Paginated<{ code: string; providers: { code: string }[] }>>(
      '/pbgapi/pb/game-category-list',
    );
    expect(withProviders.data.find((c) => c.code === 'crash')?.providers.map((p) => p.code)).toEqual([
      'royal-tables',
      'starfall-arcade',
    ]);
  });

  it('refuses an unknown filter key', async () => {
    const res = await t.app.inject({ url: '/pbgapi/pb/game-list?colour=red' });
    expect(res.statusCode).toBe(400);
  });
});

describe('favourites and played history', () => {
  it('adds, lists and removes favourites', async () => {
    const id = await gameIdOf(t.db, 'temple-ways');
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/mb/user-favorite',
      headers: { authorization: bearer },
      payload: { game_list_id: id },
    });
    expect(add.statusCode).toBe(201);
    const list = await get<Paginated<GameListItem>>('/api/mb/user-favorite', true);
    expect(list.data.map((g) => g.id)).toEqual([id]);
    expect(list.limit).toBe(50);
    const publicView = await get<Paginated<GameListItem>>('/pbgapi/pb/game-list?search=temple', true);
    expect(publicView.data[0]?.is_favorite).toBe(true);
    const visitorView = await get<Paginated<GameListItem>>('/pbgapi/pb/game-list?search=temple');
    expect(visitorView.data[0]?.is_favorite).toBe(false);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/mb/user-favorite/${id}`,
      headers: { authorization: bearer },
    });
    expect(removed.json()).toEqual({ game_list_id: id, is_favorite: false });
    expect((await get<Paginated<GameListItem>>('/api/mb/user-favorite', true)).total).toBe(0);
  });

  it('needs a session for favourites', async () => {
    const res = await t.app.inject({ url: '/api/mb/user-favorite' });
    expect(res.statusCode).toBe(401);
  });
});

describe('launch', () => {
  const enter = (gameId: number, url = '/api/mb/enter-game') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: bearer },
      payload: { game_list_id: gameId, languageCode: 'th' },
    });

  it('refuses a member whose profile is incomplete', async () => {
    const res = await enter(await gameIdOf(t.db, 'jade-fortune'));
    expect(res.statusCode).toBe(403);
    expect(res.json().reason).toBe('PROFILE_INCOMPLETE');
  });

  it('issues a launch URL with a hashed, short-lived token and records last played', async () => {
    await completeProfile(t.db, userId);
    const id = await gameIdOf(t.db, 'european-roulette');
    const res = await enter(id);
    expect(res.statusCode).toBe(201);
    const result = res.json<EnterGameResult>();
    expect(result).toMatchObject({ is_demo: false, use_iframe: false, html: null });
    const url = new URL(result.url ?? '');
    expect(url.pathname).toBe('/launch');
    expect(url.searchParams.get('game')).toBe('european-roulette');
    expect(url.searchParams.get('lang')).toBe('th');
    expect(url.searchParams.get('currency')).toBe('THB');
    const token = url.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(40);
    const stored = await t.db.query<{ token_hash: string; minutes: string }>(
      `SELECT token_hash, round(extract(epoch FROM launch_expires_at - created_at) / 60) AS minutes
         FROM game_launch_tokens WHERE user_id = $1`,
      [userId],
    );
    expect(stored.rows[0]?.token_hash).not.toBe(token);
    expect(Number(stored.rows[0]?.minutes)).toBe(10);
    const played = await get<Paginated<GameListItem & { played_at: string }>>(
      '/api/mb/user-last-played',
      true,
    );
    expect(played.data.map((g) => g.id)).toEqual([id]);
    const history = await get<Paginated<GameListItem>>('/pbgapi/pb/game-list?tag=played-history', true);
    expect(history.data.map((g) => g.id)).toEqual([id]);
    const otherCategory = await get<Paginated<GameListItem>>(
      `/api/mb/user-last-played?category_id=${(await get<Paginated<GameCategory>>('/pbgapi/pb/game-category')).data[0]?.id}`,
      true,
    );
    expect(otherCategory.total).toBe(0);
  });

  it('answers 404 for an unknown game', async () => {
    expect((await enter(999_999)).statusCode).toBe(404);
  });

  it('offers demo play to visitors for games that allow it, and refuses the others', async () => {
    const demo = await t.app.inject({
      method: 'POST',
      url: '/pbgapi/pb/enter-game-demo',
      payload: { game_list_id: await gameIdOf(t.db, 'jade-fortune'), languageCode: 'en' },
    });
    expect(demo.statusCode).toBe(201);
    const result = demo.json<EnterGameResult>();
    expect(result.is_demo).toBe(true);
    expect(new URL(result.url ?? '').searchParams.get('mode')).toBe('demo');
    expect(new URL(result.url ?? '').searchParams.has('token')).toBe(false);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/pbgapi/pb/enter-game-demo',
      payload: { game_list_id: await gameIdOf(t.db, 'punto-banco'), languageCode: 'en' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('contract', () => {
  it('has a route for every games endpoint', () => {
    for (const endpoint of Object.values(gamesApi)) {
      const url = endpoint.id === 'required' ? `${endpoint.basePath}/:id` : endpoint.basePath;
      expect(t.app.hasRoute({ method: endpoint.verb, url }), url).toBe(true);
    }
  });
});
