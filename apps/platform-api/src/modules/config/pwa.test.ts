import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_ID, getBrand } from '@casino/brands';
import { PwaConfig } from '@casino/contracts';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { pwaShortName } from './pwa';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const brand = getBrand(DEFAULT_BRAND_ID);

describe('pwa-config', () => {
  it("answers the phone shell's identity: the site's name, /m/, the brand's colours and icons", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pbgapi/pb/pwa-config' });
    expect(res.statusCode).toBe(200);
    const [config] = res.json<{ data: unknown[] }>().data;
    expect(PwaConfig.parse(config)).toEqual({
      name: brand.name,
      short_name: pwaShortName(brand.name),
      start_url: '/m/',
      scope: '/m/',
      display: 'standalone',
      theme_color: brand.colors.background,
      background_color: brand.colors.background,
      icons: [
        { src: '/m/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/m/icons/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
      ],
    });
  });

  it('writes the web manifest of /m/ from it, revalidated', async () => {
    await t.db.query(
      `UPDATE system_configs SET site_name = 'Royal Siam Palace Casino'
        WHERE language_id = (SELECT id FROM languages WHERE is_default)`,
    );
    const res = await t.app.inject({ method: 'GET', url: '/m/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({
      id: '/m/',
      name: 'Royal Siam Palace Casino',
      short_name: 'Royal',
      start_url: '/m/',
      display: 'standalone',
    });
  });

  it('keeps the short name to 12 characters', () => {
    expect(pwaShortName('Neon Jungle')).toBe('Neon Jungle');
    expect(pwaShortName('Supercalifragilistic Casino')).toBe('Supercalifra');
  });
});
