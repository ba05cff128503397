import { adminApi, adminSettingsApi } from '@casino/contracts';
import type { BrandConfig, CustomFunction, GlobalConfig } from '@casino/contracts';
import { getBrand } from '@casino/brands';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { buildTestApp, createTestApp } from '../../test/harness';

const BRAND_MOBILE = 'https://m.royal-siam.example';
const royalSiam: BrandConfig = { ...getBrand('royal-siam'), mobile_url: BRAND_MOBILE };
const neonJungle = getBrand('neon-jungle');
const adminSeed = { username: 'staff', password: 'staff-password-1' };

let t: TestApp;
/** A second API over the same database serving the other brand. */
let neon: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ adminSeed, brand: royalSiam });
  neon = await buildTestApp(t.db, { adminSeed, brand: neonJungle });
});
afterAll(async () => {
  await neon?.close();
  await t.close();
});

const staff = { authorization: `Basic ${Buffer.from('staff:staff-password-1').toString('base64')}` };
const path = adminSettingsApi.brandSettingsUpdate.path;

const update = (
  payload: Record<string, unknown>,
  app: FastifyInstance = t.app,
  headers: Record<string, string> = staff,
) => app.inject({ method: 'POST', url: path, headers, payload });

async function served(app: FastifyInstance = t.app) {
  const global = await app.inject({ method: 'GET', url: '/pbgapi/pb/global-config' });
  const custom = await app.inject({ method: 'GET', url: '/pbgapi/pb/custom-function?language_id=1' });
  expect(global.statusCode).toBe(200);
  expect(custom.statusCode).toBe(200);
  return {
    mobile_url: global.json<{ data: GlobalConfig[] }>().data[0]?.mobile_url,
    should_iframe_redirect: custom.json<{ data: CustomFunction[] }>().data[0]?.should_iframe_redirect,
  };
}

describe('staff brand settings', () => {
  it('start from the brand config: its mobile site, iframe games in place', async () => {
    const shown = await t.app.inject({ method: 'GET', url: path, headers: staff });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      brand_id: 'royal-siam',
      should_iframe_redirect: false,
      mobile_url: BRAND_MOBILE,
    });
    expect(await served()).toEqual({ mobile_url: BRAND_MOBILE, should_iframe_redirect: false });
  });

  it('require staff credentials to read or change', async () => {
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect((await update({ should_iframe_redirect: true }, t.app, {})).statusCode).toBe(401);
    expect(await served()).toEqual({ mobile_url: BRAND_MOBILE, should_iframe_redirect: false });
  });

  it('refuse what the contract refuses, changing nothing', async () => {
    for (const payload of [
      {},
      { reason: 'nothing named' },
      { should_iframe_redirect: 'yes' },
      { mobile_url: 'm.example.test' },
      { mobile_url: 'ftp://m.example.test' },
      { mobile_url: 'https://m.example.test/?ref=1' },
      { mobile_url: 'https://m.example.test', register_type: 'phone' },
    ]) {
      const res = await update(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await served()).toEqual({ mobile_url: BRAND_MOBILE, should_iframe_redirect: false });
  });

  it('serve each change at once and audit it with the values it replaced', async () => {
    const iframe = await update({ should_iframe_redirect: true, reason: 'games in their own window' });
    expect(iframe.statusCode).toBe(200);
    expect(iframe.json()).toEqual({
      brand_id: 'royal-siam',
      should_iframe_redirect: true,
      mobile_url: BRAND_MOBILE,
    });
    expect(await served()).toEqual({ mobile_url: BRAND_MOBILE, should_iframe_redirect: true });

    const mobile = await update({ mobile_url: 'https://m.example.test/th' });
    expect(mobile.json()).toMatchObject({ mobile_url: 'https://m.example.test/th' });
    expect(await served()).toEqual({ mobile_url: 'https://m.example.test/th', should_iframe_redirect: true });

    // null turns the mobile site off, although the brand config names one.
    expect((await update({ mobile_url: null, should_iframe_redirect: false })).statusCode).toBe(200);
    expect(await served()).toEqual({ mobile_url: null, should_iframe_redirect: false });

    const trail = await t.app.inject({
      method: 'GET',
      url: `${adminApi.auditList.path}?action=brand_settings.update`,
      headers: staff,
    });
    expect(trail.json()).toMatchObject({
      total: 3,
      data: [
        {
          admin: 'staff',
          target_type: 'brand',
          target_id: 'royal-siam',
          reason: null,
          before: { mobile_url: 'https://m.example.test/th', should_iframe_redirect: true },
          after: { mobile_url: null, should_iframe_redirect: false },
        },
        {
          before: { mobile_url: BRAND_MOBILE },
          after: { mobile_url: 'https://m.example.test/th' },
        },
        {
          reason: 'games in their own window',
          before: { should_iframe_redirect: false },
          after: { should_iframe_redirect: true },
        },
      ],
    });
  });

  it('belong to one brand: the other brand served from the same database keeps its own', async () => {
    expect(await served(neon)).toEqual({ mobile_url: null, should_iframe_redirect: false });
    const res = await update({ should_iframe_redirect: true, mobile_url: 'https://m.neon.example' }, neon);
    expect(res.json()).toEqual({
      brand_id: 'neon-jungle',
      should_iframe_redirect: true,
      mobile_url: 'https://m.neon.example',
    });
    expect(await served(neon)).toEqual({
      mobile_url: 'https://m.neon.example',
      should_iframe_redirect: true,
    });
    expect(await served()).toEqual({ mobile_url: null, should_iframe_redirect: false });
  });
});
