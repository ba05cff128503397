import type { AdminPopup } from '@casino/contracts/engagement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { STAFF_SEED, staffAuth } from '../withdrawal/testing';
import { languageIdOf, savePopup, shownPopups } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: STAFF_SEED });
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staffAuth, ...(payload ? { payload } : {}) });

const auditOf = async (action: string) =>
  (
    await t.db.query<{ target_id: string; reason: string | null; before: unknown; after: unknown }>(
      'SELECT target_id, reason, before, after FROM admin_audit WHERE action = $1 ORDER BY id',
      [action],
    )
  ).rows;

describe('pop-ups for staff', () => {
  it('lists the seeded welcome pop-ups (switched off) with where they show', async () => {
    const listed = await admin('GET', '/admin/popups');
    expect(listed.statusCode).toBe(200);
    const popups = listed.json<{ data: AdminPopup[] }>().data;
    expect(
      popups.map((popup) => [popup.language_code, popup.kind, popup.page_show_list, popup.is_active]),
    ).toEqual(
      expect.arrayContaining([
        ['en', 'welcome', ['home'], false],
        ['th', 'welcome', ['home'], false],
      ]),
    );
    const th = await languageIdOf(t, 'th');
    const thai = await admin('GET', `/admin/popups?language_id=${th}`);
    expect(thai.json<{ data: AdminPopup[] }>().data.map((popup) => popup.language_code)).toEqual(['th']);
    expect((await t.app.inject({ url: '/admin/popups' })).statusCode).toBe(401);
  });

  it('creates, replaces and turns off a pop-up, each audited; an edit changes updated_at', async () => {
    const en = await languageIdOf(t, 'en');
    const created = await savePopup(t, {
      kind: 'announcement',
      language_id: en,
      page_show_list: ['promotions'],
      title: 'Maintenance',
      body: 'Games pause at 03:00.',
      reason: 'planned',
    });
    expect(created).toMatchObject({
      kind: 'announcement',
      is_active: true,
      language_code: 'en',
      image_url: null,
    });
    await new Promise((done) => setTimeout(done, 5));
    const edited = await savePopup(t, {
      id: created.id,
      kind: 'announcement',
      language_id: en,
      page_show_list: ['promotions', 'games'],
      title: 'Maintenance',
      body: 'Games pause at 04:00.',
    });
    expect(edited.id).toBe(created.id);
    expect(edited.body).toBe('Games pause at 04:00.');
    expect(edited.updated_at > created.updated_at).toBe(true);
    expect((await shownPopups(t, en, 'games')).body.data.map((popup) => popup.id)).toEqual([created.id]);

    const off = await admin('POST', `/admin/popups/${created.id}/off`, { reason: 'done' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: created.id, is_active: false });
    expect((await shownPopups(t, en, 'games')).body.data).toEqual([]);
    const inactive = await admin('GET', `/admin/popups?active=0&language_id=${en}`);
    const inactiveList = inactive.json<{ data: AdminPopup[] }>().data;
    // The newest first: this one, then the seeded welcome pop-up, which starts off.
    expect(inactiveList.map((popup) => [popup.kind, popup.is_active])).toEqual([
      ['announcement', false],
      ['welcome', false],
    ]);
    expect(inactiveList[0]?.id).toBe(created.id);

    expect(await auditOf('popup.create')).toEqual([
      expect.objectContaining({ target_id: String(created.id), reason: 'planned', before: null }),
    ]);
    expect(await auditOf('popup.update')).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ body: 'Games pause at 03:00.' }),
        after: expect.objectContaining({
          body: 'Games pause at 04:00.',
          page_show_list: ['promotions', 'games'],
        }),
      }),
    ]);
    expect(await auditOf('popup.off')).toEqual([
      {
        target_id: String(created.id),
        reason: 'done',
        before: { is_active: true },
        after: { is_active: false },
      },
    ]);

    const on = await admin('POST', `/admin/popups/${created.id}/on`, { reason: 'back' });
    expect(on.json()).toMatchObject({ id: created.id, is_active: true, updated_at: edited.updated_at });
    expect((await shownPopups(t, en, 'games')).body.data.map((popup) => popup.id)).toEqual([created.id]);
    expect(await auditOf('popup.on')).toEqual([
      {
        target_id: String(created.id),
        reason: 'back',
        before: { is_active: false },
        after: { is_active: true },
      },
    ]);
  });

  it('refuses an unknown pop-up, language, page group or an unsafe image', async () => {
    const en = await languageIdOf(t, 'en');
    const popup = { kind: 'welcome', language_id: en, page_show_list: ['home'], title: 'Hi', body: 'Hello' };
    expect((await admin('POST', '/admin/popups', { ...popup, id: 999_999 })).statusCode).toBe(404);
    expect((await admin('POST', '/admin/popups/999999/off', {})).statusCode).toBe(404);
    expect((await admin('POST', '/admin/popups/999999/on', {})).statusCode).toBe(404);
    const noLanguage = await admin('POST', '/admin/popups', { ...popup, language_id: 999_999 });
    expect(noLanguage.statusCode).toBe(400);
    expect(noLanguage.json().errors).toEqual([{ field: 'body.language_id', message: 'Language not found' }]);
    expect((await admin('POST', '/admin/popups', { ...popup, page_show_list: ['lobby'] })).statusCode).toBe(
      400,
    );
    const script = await admin('POST', '/admin/popups', { ...popup, image_url: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
  });
});

describe('trigger allowance for staff', () => {
  it('sets it to 0 and back, audited, and the site reads it', async () => {
    expect((await admin('GET', '/admin/trigger-allowance')).json()).toEqual({ is_active: 1 });
    const off = await admin('POST', '/admin/trigger-allowance', {
      is_active: 0,
      reason: 'browser prompt only',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ is_active: 0 });
    expect((await t.app.inject({ url: '/pbgapi/pb/trigger-allowance' })).json()).toEqual({ is_active: 0 });
    await admin('POST', '/admin/trigger-allowance', { is_active: 1 });
    expect((await t.app.inject({ url: '/pbgapi/pb/trigger-allowance' })).json()).toEqual({ is_active: 1 });
    expect(await auditOf('trigger_allowance.set')).toEqual([
      { target_id: 'push', reason: 'browser prompt only', before: { is_active: 1 }, after: { is_active: 0 } },
      { target_id: 'push', reason: null, before: { is_active: 0 }, after: { is_active: 1 } },
    ]);
    expect((await admin('POST', '/admin/trigger-allowance', { is_active: 2 })).statusCode).toBe(400);
  });
});
