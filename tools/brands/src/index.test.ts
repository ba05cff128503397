import { BrandConfig } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { BRAND_IDS, DEFAULT_BRAND_ID, brands, findBrand, getBrand } from './index';

describe('brands', () => {
  it('has at least two brands, each valid against BrandConfig', () => {
    expect(brands.length).toBeGreaterThanOrEqual(2);
    for (const brand of brands) expect(BrandConfig.safeParse(brand).success).toBe(true);
  });

  it('gives every brand a unique id and web_name', () => {
    expect(new Set(BRAND_IDS).size).toBe(brands.length);
    expect(new Set(brands.map((b) => b.web_name)).size).toBe(brands.length);
  });

  it('makes brands look different: colours, corners and typeface all differ', () => {
    const [first, second] = brands;
    expect(first?.colors.brand).not.toBe(second?.colors.brand);
    expect(first?.radius).not.toBe(second?.radius);
    expect(first?.font).not.toBe(second?.font);
  });

  it('ships each logo as an inline SVG data URI (no network fetch)', () => {
    for (const brand of brands) {
      expect(brand.logo.startsWith('data:image/svg+xml,')).toBe(true);
      expect(decodeURIComponent(brand.logo)).toContain('<svg');
    }
  });

  it('resolves the default brand and rejects unknown ids', () => {
    expect(getBrand(DEFAULT_BRAND_ID).id).toBe(DEFAULT_BRAND_ID);
    expect(findBrand('nope')).toBeUndefined();
    expect(() => getBrand('nope')).toThrow(/Known brands: royal-siam, neon-jungle/);
  });
});
