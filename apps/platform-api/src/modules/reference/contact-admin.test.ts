import type { ContactChannel } from '@casino/contracts';
import * as contactApi from '@casino/contracts/contact';
import { adminPath } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { STAFF_SEED, staffAuth } from '../withdrawal/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: STAFF_SEED });
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staffAuth, ...(payload ? { payload } : {}) });

const save = (body: contactApi.ContactChannelBody) => admin('POST', contactApi.contactChannelSave.path, body);

const remove = (id: number, reason?: string) =>
  admin('POST', adminPath(contactApi.contactChannelRemove, { id }), reason ? { reason } : {});

async function served(): Promise<ContactChannel[]> {
  const res = await t.app.inject({ url: '/pbgapi/pb/contact-channel' });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: ContactChannel[] }>().data;
}

/** The policy a page load gets, as directive name → sources. */
async function pagePolicy(): Promise<Record<string, string[]>> {
  const res = await t.app.inject({ url: '/healthz', headers: { accept: 'text/html' } });
  return Object.fromEntries(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

const auditTrail = async (action: string) =>
  (
    await t.db.query<{ target_id: string; reason: string | null; before: unknown; after: unknown }>(
      'SELECT target_id, reason, before, after FROM admin_audit WHERE action = $1 ORDER BY id',
      [action],
    )
  ).rows;

const TAWK = 'https://embed.tawk.to/64f1a2b3c4d5e6f7a8b9c0d1/1h9abc';

describe('contact channels for staff', () => {
  it('lists the seeded LINE link, for staff only', async () => {
    const listed = await admin('GET', contactApi.contactChannelsList.path);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ data: ContactChannel[] }>().data).toEqual([
      expect.objectContaining({ contact_code_name: 'others', name: 'LINE', is_default: true }),
    ]);
    expect((await t.app.inject({ url: contactApi.contactChannelsList.path })).statusCode).toBe(401);
  });

  it('adds a chat vendor to the content security policy while one of its channels is configured, and only then', async () => {
    const before = await pagePolicy();
    expect(before['script-src']?.join(' ')).not.toContain('tawk.to');
    expect(before['style-src']).toEqual(["'self'"]);

    const created = await save({
      contact_code_name: 'tawk',
      name: 'Tawk.to',
      contact_link: TAWK,
      reason: 'chat',
    });
    expect(created.statusCode, created.body).toBe(200);
    const tawk = created.json<ContactChannel>();
    expect(tawk).toMatchObject({ contact_code_name: 'tawk', contact_link: TAWK, is_default: false });
    expect((await served()).map((channel) => channel.name)).toEqual(['LINE', 'Tawk.to']);
    expect(await auditTrail('contact_channel.create')).toEqual([
      { target_id: String(tawk.id), reason: 'chat', before: null, after: tawk },
    ]);

    const policy = await pagePolicy();
    expect(policy['script-src']).toContain('https://*.tawk.to');
    expect(policy['connect-src']).toContain('wss://*.tawk.to');
    expect(policy['frame-src']).toContain('https://*.tawk.to');
    expect(policy['style-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://*.tawk.to',
      'https://fonts.googleapis.com',
    ]);
    expect(policy['script-src']?.join(' ')).not.toMatch(/livechat|zdassets/);

    const removed = await remove(tawk.id, 'vendor changed');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ removed: tawk });
    expect(await auditTrail('contact_channel.remove')).toEqual([
      { target_id: String(tawk.id), reason: 'vendor changed', before: tawk, after: null },
    ]);
    expect((await pagePolicy())['style-src']).toEqual(["'self'"]);
    expect((await remove(tawk.id)).statusCode).toBe(404);
  });

  it('keeps one default: a new default channel takes the place of the old one', async () => {
    const line = (await served()).find((channel) => channel.name === 'LINE');
    if (!line) throw new Error('the seeded LINE channel is missing');
    const viber = await save({
      contact_code_name: 'viberapp',
      name: 'Viber',
      contact_link: 'viber://chat?number=%2B66812345678',
      is_default: true,
    });
    expect(viber.statusCode, viber.body).toBe(200);
    const { id } = viber.json<ContactChannel>();
    expect((await served()).map((channel) => [channel.name, channel.is_default])).toEqual([
      ['LINE', false],
      ['Viber', true],
    ]);

    // Replaced by id: LINE is the default again, and Viber no longer.
    const restored = await save({ ...line, is_default: true });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await served()).map((channel) => [channel.name, channel.is_default])).toEqual([
      ['LINE', true],
      ['Viber', false],
    ]);
    const [update] = await auditTrail('contact_channel.update');
    expect(update).toMatchObject({
      target_id: String(line.id),
      before: { is_default: false },
      after: { is_default: true },
    });
    await remove(id);
  });

  it('refuses a link that does not fit its kind, a name in use and an id that does not exist', async () => {
    const badLink = await save({
      contact_code_name: 'livechat',
      name: 'LiveChat',
      contact_link: 'https://www.livechat.com/',
    });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
      { field: 'body.contact_link', message: contactApi.CONTACT_LINK_FORMATS.livechat },
    ]);

    const taken = await save({
      contact_code_name: 'others',
      name: 'LINE',
      contact_link: 'https://line.me/R/ti/p/@x',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      reason: 'CONFLICT',
      message: 'Another contact channel already has this name',
    });

    const missing = await save({
      id: 99_999,
      contact_code_name: 'others',
      name: 'Mail',
      contact_link: 'mailto:a@example.com',
    });
    expect(missing.statusCode).toBe(404);
    expect((await served()).map((channel) => channel.name)).toEqual(['LINE']);
  });
});
