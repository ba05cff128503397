import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { BrandConfig } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { BRAND_IDS, DEFAULT_BRAND_ID, brands, findBrand, getBrand } from './index';

const configFiles = readdirSync(new URL('./configs/', import.meta.url)).filter((file) =>
  file.endsWith('.ts'),
);

describe('brands', () => {
  it('discovers every config file in configs/, each valid against BrandConfig, the default first', () => {
    expect([...BRAND_IDS].sort()).toEqual(configFiles.map((file) => file.replace(/\.ts$/, '')).sort());
    expect(brands.length).toBeGreaterThanOrEqual(3);
    expect(BRAND_IDS[0]).toBe(DEFAULT_BRAND_ID);
    for (const brand of brands) expect(BrandConfig.safeParse(brand).success).toBe(true);
  });

  it('finds the same brands under plain Node with the TypeScript loader (no Vite glob there)', () => {
    const script = `import('./index.ts').then((m) => console.log(JSON.stringify(m.brands)))`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual(brands);
  });

  it('gives every brand a unique id and web_name', () => {
    expect(new Set(BRAND_IDS).size).toBe(brands.length);
    expect(new Set(brands.map((b) => b.web_name)).size).toBe(brands.length);
  });

  it('makes brands look different: colours, corners and typeface all differ', () => {
    for (const [index, brand] of brands.entries()) {
      for (const other of brands.slice(index + 1)) {
        expect(brand.colors.brand).not.toBe(other.colors.brand);
        expect(brand.radius).not.toBe(other.radius);
        expect(brand.font.stack).not.toBe(other.font.stack);
      }
    }
  });

  it('ships each logo as an inline SVG data URI (no network fetch)', () => {
    for (const brand of brands) {
      expect(brand.logo.startsWith('data:image/svg+xml,')).toBe(true);
      expect(decodeURIComponent(brand.logo)).toContain('<svg');
      expect(decodeURIComponent(brand.logo)).toContain(`aria-label="${brand.name}"`);
    }
  });

  it('bundles each font file from an installed package, never from a URL', () => {
    for (const brand of brands) {
      for (const file of brand.font.files) {
        expect(file).not.toMatch(/^(https?:)?\/\//);
        expect(createRequire(import.meta.url).resolve(file)).toMatch(/\.css$/);
      }
    }
  });

  it('trades each brand in its currency: the euro brand in EUR with cents', () => {
    expect(getBrand('royal-siam').currency).toEqual({ code: 'THB', digits: 2 });
    expect(getBrand('alpine-crown').currency).toEqual({ code: 'EUR', digits: 2 });
    expect(getBrand('alpine-crown').locales).toEqual(['en', 'es', 'pt', 'br']);
  });

  it('resolves the default brand and rejects unknown ids', () => {
    expect(getBrand(DEFAULT_BRAND_ID).id).toBe(DEFAULT_BRAND_ID);
    expect(findBrand('nope')).toBeUndefined();
    expect(() => getBrand('nope')).toThrow(/Known brands: royal-siam, alpine-crown, neon-jungle/);
  });

  it('refuses a config that breaks the contract', () => {
    const royal = getBrand('royal-siam');
    expect(BrandConfig.safeParse({ ...royal, currency: { code: 'baht', digits: 2 } }).success).toBe(false);
    expect(BrandConfig.safeParse({ ...royal, features: ['casino'] }).success).toBe(false);
    expect(BrandConfig.parse({ ...royal, font: { stack: 'serif' } }).font.files).toEqual([]);
  });
});
