import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getBrand } from '@casino/brands';
import { LANGUAGE_CODES } from '@casino/contracts';
import { brandIconSvg, offlinePage, webManifest, type OfflineText } from './pwa-build';
import { mobile } from './src/locales/en/mobile';

const brand = getBrand('royal-siam');

describe('the web manifest', () => {
  it("names the brand, keeps to /m/, and takes the brand's colours and icons", () => {
    const manifest = webManifest(brand, '/m/');
    expect(manifest).toMatchObject({
      name: 'Royal Siam',
      short_name: 'Royal Siam',
      start_url: '/m/',
      scope: '/m/',
      display: 'standalone',
      theme_color: brand.colors.background,
      background_color: brand.colors.background,
    });
    expect(manifest.icons.map((icon) => icon.purpose)).toEqual(['any', 'maskable']);
    expect(manifest.icons.every((icon) => icon.src.startsWith('/m/icons/'))).toBe(true);
  });

  it('shortens a long brand name for the home screen', () => {
    expect(webManifest({ ...brand, name: 'Neon Jungle Casino Palace' }, '/m/').short_name).toBe('Neon');
  });

  it("draws the icon as the brand's logo on its background", () => {
    const svg = brandIconSvg(brand, 48);
    expect(svg).toContain(`fill="${brand.colors.background}"`);
    expect(svg).toContain('x="48" y="48" width="416" height="416"');
    expect(svg).toContain('data:image/svg+xml');
  });
});

describe('the offline page', () => {
  const texts: Record<string, OfflineText> = Object.fromEntries(
    LANGUAGE_CODES.map((lang) => {
      if (lang === 'en') return [lang, mobile.offline];
      const file = join(import.meta.dirname, 'src', 'locales', lang, 'mobile.json');
      return [lang, (JSON.parse(readFileSync(file, 'utf8')) as { offline: OfflineText }).offline];
    }),
  );

  it('has its words in all 15 languages, none an English copy', () => {
    for (const lang of LANGUAGE_CODES.filter((code) => code !== 'en')) {
      expect(texts[lang]?.title, lang).toBeTruthy();
      expect(texts[lang]?.message, lang).not.toBe(mobile.offline.message);
    }
  });

  it('is one self-contained document in English, with every language ready for its script', () => {
    const html = offlinePage(brand, '/m/', texts);
    expect(html).toContain(`<h1 id="offline-title">${mobile.offline.title}</h1>`);
    expect(html).toContain(texts['th']?.title);
    expect(html).not.toMatch(/<script src=|<link /);
    expect(html).toContain('var base = "/m/"');
  });
});
