import { LANGUAGE_CODES } from '@casino/contracts';
import { SystemBanner } from '@casino/contracts/banner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BANNERS } from '../../db/seed/banners';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';

let t: TestApp;
const ids = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.db.query<{ id: number; code: string }>('SELECT id, code FROM languages');
  for (const row of rows) ids.set(row.code, row.id);
});
afterAll(() => t.close());

function languageId(code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`no language ${code}`);
  return id;
}

async function banners(code: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/pbgapi/pb/system-banner?language_id=${languageId(code)}`,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ total: number; data: unknown[] }>();
  return { total: body.total, data: body.data.map((item) => SystemBanner.parse(item)) };
}

describe('system-banner', () => {
  it('answers the seeded banners in order with their words in each of the 15 languages', async () => {
    for (const code of LANGUAGE_CODES) {
      const { total, data } = await banners(code);
      expect(total).toBe(SEED_BANNERS.length);
      expect(data.map((banner) => banner.title)).toEqual(
        SEED_BANNERS.map((seeded) => seeded.texts[code].title),
      );
      expect(data.map((banner) => banner.cta_label)).toEqual(
        SEED_BANNERS.map((seeded) => seeded.texts[code].cta),
      );
    }
    const { data } = await banners('en');
    expect(data.map((banner) => banner.route)).toEqual([
      'promotions',
      'games?category=slots',
      'games?category=live-casino',
      'member-level',
    ]);
    expect(data[0]).toMatchObject({
      image_url: '/pbgapi/assets/banners/welcome.svg',
      image_width: 1200,
      image_height: 400,
      link_url: null,
      start_at: null,
      end_at: null,
    });
  });

  it('leaves out banners switched off or outside their window, and falls back to English words', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO system_banners (link_url, order_no, start_at, end_at) VALUES
         ('https://example.com/later', 0, now() + interval '1 day', NULL),
         ('https://example.com/over', 0, now() - interval '2 days', now() - interval '1 day'),
         ('https://example.com/now', 0, now() - interval '1 hour', now() + interval '1 hour')
       RETURNING id`,
    );
    const [later, over, current] = rows.map((row) => row.id);
    for (const id of [later, over, current]) {
      await t.db.query(
        `INSERT INTO system_banner_texts (banner_id, language_id, title, image_url, image_width, image_height)
         VALUES ($1, $2, 'Weekend cup', '/pbgapi/assets/banners/vip.svg', 1200, 400)`,
        [id, languageId('en')],
      );
    }
    try {
      const thai = await banners('th');
      expect(thai.data.map((banner) => banner.id)).toEqual([current, ...thai.data.slice(1).map((b) => b.id)]);
      expect(thai.data[0]).toMatchObject({
        title: 'Weekend cup',
        subtitle: '',
        link_url: 'https://example.com/now',
        route: null,
      });
      expect(thai.data[0]?.start_at).toMatch(/Z$/);
      expect(thai.total).toBe(SEED_BANNERS.length + 1);

      await t.db.query('UPDATE system_banners SET is_active = false WHERE id = $1', [current]);
      expect((await banners('th')).data.map((banner) => banner.id)).not.toContain(current);
    } finally {
      await t.db.query('DELETE FROM system_banners WHERE id = ANY($1)', [[later, over, current]]);
    }
  });

  it('refuses a call without a language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pbgapi/pb/system-banner' });
    expect(res.statusCode).toBe(400);
  });

  it('serves each seeded artwork as SVG in the brand colours, and 404 for another name', async () => {
    for (const seeded of SEED_BANNERS) {
      const res = await t.app.inject({ method: 'GET', url: `/pbgapi/assets/banners/${seeded.key}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toMatch(/^<svg [^>]*width="1200" height="400"/);
      expect(res.body).not.toMatch(/<text[^>]*>[A-Za-z]{2,}/);
    }
    expect((await t.app.inject({ method: 'GET', url: '/pbgapi/assets/banners/nope.svg' })).statusCode).toBe(
      404,
    );
  });
});
