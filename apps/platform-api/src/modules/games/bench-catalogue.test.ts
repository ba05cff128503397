import type { GameListItem, Paginated } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGames } from '../../db/seed/games';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction((tx) => seedGames(tx, { totalGames: 1000 }));
});
afterAll(() => t.close());

describe('the 1,000-game benchmark catalogue', () => {
  it('grows the catalogue to 1,000 games, some without an image, and stays idempotent', async () => {
    await t.db.transaction((tx) => seedGames(tx, { totalGames: 1000 }));
    const { rows } = await t.db.query<{ total: bigint; without_image: bigint }>(
      'SELECT count(*) AS total, count(*) FILTER (WHERE image_url IS NULL) AS without_image FROM games',
    );
    expect(Number(rows[0]?.total)).toBe(1000);
    expect(Number(rows[0]?.without_image)).toBeGreaterThan(0);
  });

  it('searches, sorts and pages it', async () => {
    const started = performance.now();
    const res = await t.app.inject({ url: '/pbgapi/pb/game-list?search=DRAGON&$sort[name]=-1&$limit=50' });
    const elapsed = performance.now() - started;
    const page = res.json<Paginated<GameListItem>>();
    expect(page.total).toBeGreaterThan(50);
    expect(page.data).toHaveLength(50);
    expect(page.data.every((g) => g.name.toLowerCase().includes('dragon'))).toBe(true);
    const names = page.data.map((g) => g.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    expect(page.data.some((g) => g.image_url === null)).toBe(true);
    expect(elapsed).toBeLessThan(2000);
  });
});
