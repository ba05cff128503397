import { LANGUAGE_CODES } from '@casino/contracts';
import { AdminBanner, SystemBanner } from '@casino/contracts/banner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BANNERS } from '../../db/seed/banners';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { STAFF_SEED, staffAuth } from '../withdrawal/testing';

let t: TestApp;
const ids = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp({ adminSeed: STAFF_SEED });
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

describe('banners for staff', () => {
  const admin = (method: 'GET' | 'POST', payload?: object) =>
    t.app.inject({ method, url: '/admin/banners', headers: staffAuth, ...(payload ? { payload } : {}) });
  const art = { image_url: '/pbgapi/assets/banners/slots.svg', image_width: 1200, image_height: 400 };

  it('lists the seeded banners with every language, and refuses a caller who is not staff', async () => {
    const listed = await admin('GET');
    expect(listed.statusCode).toBe(200);
    const data = listed.json<{ data: unknown[] }>().data.map((item) => AdminBanner.parse(item));
    expect(data.map((banner) => banner.route)).toEqual(SEED_BANNERS.map((seeded) => seeded.route));
    expect(data[0]?.texts).toHaveLength(LANGUAGE_CODES.length);
    expect((await t.app.inject({ method: 'GET', url: '/admin/banners' })).statusCode).toBe(401);
  });

  it('creates a banner that shows first, replaces it with fewer languages, and audits both', async () => {
    const created = await admin('POST', {
      route: 'quest',
      order_no: 0,
      texts: [
        {
          language_id: languageId('en'),
          title: 'Daily quests',
          subtitle: 'Check in every day.',
          cta_label: 'Go',
          ...art,
        },
        { language_id: languageId('th'), title: 'ภารกิจประจำวัน', ...art },
      ],
      reason: 'campaign',
    });
    expect(created.statusCode, created.body).toBe(200);
    const banner = AdminBanner.parse(created.json());
    expect(banner.texts.map((text) => [text.language_code, text.title, text.cta_label])).toEqual([
      ['en', 'Daily quests', 'Go'],
      ['th', 'ภารกิจประจำวัน', null],
    ]);
    try {
      const thai = await banners('th');
      expect(thai.data[0]).toMatchObject({
        id: banner.id,
        title: 'ภารกิจประจำวัน',
        subtitle: '',
        route: 'quest',
      });

      const replaced = await admin('POST', {
        id: banner.id,
        route: null,
        link_url: 'https://example.com/quests',
        order_no: 0,
        texts: [{ language_id: languageId('en'), title: 'Daily quests', ...art }],
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(AdminBanner.parse(replaced.json()).texts).toHaveLength(1);
      expect((await banners('th')).data[0]).toMatchObject({
        id: banner.id,
        title: 'Daily quests',
        link_url: 'https://example.com/quests',
      });

      const audits = await t.db.query<{ action: string; reason: string | null }>(
        `SELECT action, reason FROM admin_audit WHERE target_type = 'system_banner' AND target_id = $1 ORDER BY id`,
        [String(banner.id)],
      );
      expect(audits.rows).toEqual([
        { action: 'banner.create', reason: 'campaign' },
        { action: 'banner.update', reason: null },
      ]);
    } finally {
      await t.db.query('DELETE FROM system_banners WHERE id = $1', [banner.id]);
    }
  });

  it('refuses a link off the site as a route, an end before the start, a language twice or unknown', async () => {
    const text = { language_id: languageId('en'), title: 'X', ...art };
    for (const body of [
      { route: 'https://evil.example', texts: [text] },
      { route: '//evil.example', texts: [text] },
      { link_url: 'http://plain.example', texts: [text] },
      { start_at: '2026-12-02T00:00:00Z', end_at: '2026-12-01T00:00:00Z', texts: [text] },
      { texts: [text, text] },
      { texts: [{ ...text, language_id: 999_999 }] },
      { texts: [] },
    ]) {
      const res = await admin('POST', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await admin('POST', { id: 999_999, texts: [text] })).statusCode).toBe(404);
  });
});
