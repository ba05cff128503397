import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { readyMember, STAFF_SEED } from '../withdrawal/testing';
import { WELCOME_POPUP } from '../../db/seed/engagement';
import { languageIdOf, savePopup, shownPopups } from './testing';

let t: TestApp;
let en: number;
let th: number;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: STAFF_SEED });
  en = await languageIdOf(t, 'en');
  th = await languageIdOf(t, 'th');
});
afterAll(() => t.close());

describe('notification-modal', () => {
  it('seeds the home welcome pop-up in English and Thai switched off; on, it shows there and nowhere else', async () => {
    const seeded = (
      await t.db.query<{ id: number; language_id: number; is_active: boolean }>(
        `SELECT id, language_id, is_active FROM notification_popups WHERE seed_key = 'welcome-home' ORDER BY id`,
      )
    ).rows;
    expect(seeded.map((row) => [row.language_id, row.is_active])).toEqual([
      [en, false],
      [th, false],
    ]);
    expect((await shownPopups(t, en, 'home')).body.data).toEqual([]);

    // Staff switch both on, as `admin-cli popups on` does.
    for (const [code, languageId] of [
      ['en', en],
      ['th', th],
    ] as const) {
      const row = seeded.find((candidate) => candidate.language_id === languageId);
      if (!row) throw new Error(`no seeded welcome pop-up in ${code}`);
      await savePopup(t, {
        id: row.id,
        kind: 'welcome',
        language_id: languageId,
        page_show_list: ['home'],
        ...WELCOME_POPUP[code],
        is_active: true,
        reason: 'test',
      });
    }
    const english = await shownPopups(t, en, 'home');
    expect(english.status).toBe(200);
    expect(english.body.data).toEqual([
      {
        id: expect.any(Number),
        kind: 'welcome',
        title: WELCOME_POPUP.en.title,
        body: WELCOME_POPUP.en.body,
        image_url: null,
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);
    const thai = await shownPopups(t, th, 'home');
    expect(thai.body.data.map((popup) => popup.title)).toEqual([WELCOME_POPUP.th.title]);
    expect((await shownPopups(t, en, 'games')).body.data).toEqual([]);
    const japanese = await languageIdOf(t, 'jp');
    expect((await shownPopups(t, japanese, 'home')).body.data).toEqual([]);
  });

  it('filters by language and page group, hides inactive pop-ups and shows the starter, welcome, announcement order', async () => {
    const vietnamese = await languageIdOf(t, 'vn');
    const text = { title: 'Weekend', body: 'Double points all weekend.' };
    const announcement = await savePopup(t, {
      kind: 'announcement',
      language_id: vietnamese,
      page_show_list: ['games', 'promotions'],
      ...text,
    });
    const welcome = await savePopup(t, {
      kind: 'welcome',
      language_id: vietnamese,
      page_show_list: ['games'],
      title: 'Xin chào',
      body: 'Welcome aboard',
      image_url: 'https://cdn.example.com/welcome.png',
    });
    const starter = await savePopup(t, {
      kind: 'starter',
      language_id: vietnamese,
      page_show_list: ['games'],
      title: 'Start here',
      body: 'Your first steps',
    });
    await savePopup(t, {
      kind: 'announcement',
      language_id: vietnamese,
      page_show_list: ['games'],
      title: 'Hidden',
      body: 'Not shown',
      is_active: false,
    });
    await savePopup(t, { kind: 'announcement', language_id: en, page_show_list: ['games'], ...text });

    const games = await shownPopups(t, vietnamese, 'games');
    expect(games.body.data.map((popup) => [popup.id, popup.kind])).toEqual([
      [starter.id, 'starter'],
      [welcome.id, 'welcome'],
      [announcement.id, 'announcement'],
    ]);
    expect(games.body.total).toBe(3);
    expect(games.body.data[1]).toMatchObject({ image_url: 'https://cdn.example.com/welcome.png' });
    const promotions = await shownPopups(t, vietnamese, 'promotions');
    expect(promotions.body.data.map((popup) => popup.id)).toEqual([announcement.id]);
    expect((await shownPopups(t, vietnamese, 'home')).body.data).toEqual([]);
  });

  it('refuses an unknown page group or a missing language', async () => {
    expect((await shownPopups(t, en, 'setting')).status).toBe(400);
    expect((await t.app.inject({ url: '/pbgapi/pb/notification-modal?page_name=home' })).statusCode).toBe(
      400,
    );
  });
});

describe('trigger-allowance', () => {
  it('starts with the fake allow prompt, as seeded', async () => {
    const response = await t.app.inject({ url: '/pbgapi/pb/trigger-allowance' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ is_active: 1 });
  });
});

describe('users-first-login', () => {
  it('is true until the member has seen the starter modal, then false for good, and only for that member', async () => {
    const first = await readyMember(t.app, t.db);
    const second = await readyMember(t.app, t.db);
    const flagOf = async (headers: Record<string, string>) => {
      const response = await t.app.inject({ url: '/api/mb/users-first-login', headers });
      expect(response.statusCode).toBe(200);
      return response.json<{ first_login: boolean }>().first_login;
    };
    const markSeen = (headers: Record<string, string>, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: '/api/mb/users-first-login', headers, payload });

    expect(await flagOf(first.headers)).toBe(true);
    expect(await flagOf(second.headers)).toBe(true);
    const seen = await markSeen(first.headers);
    expect(seen.statusCode).toBe(201);
    expect(seen.json()).toEqual({ first_login: false });
    expect(await flagOf(first.headers)).toBe(false);
    // Another member's flag cannot be named: the body takes no member, and theirs is untouched.
    expect((await markSeen(first.headers, { user_id: second.userId })).statusCode).toBe(400);
    expect(await flagOf(second.headers)).toBe(true);
    // Seeing it twice (two tabs) is no error.
    expect((await markSeen(first.headers)).json()).toEqual({ first_login: false });
    expect((await t.app.inject({ url: '/api/mb/users-first-login' })).statusCode).toBe(401);
  });
});
