import { describe, expect, test } from 'vitest';
import { BRAND_IDS } from '@casino/brands';
import { CHECKED_LOCALES, variantsFor } from './story-a11y';

describe('variantsFor', () => {
  test('each story meets every brand and every checked locale', () => {
    for (const index of [0, 1, 2, 7]) {
      const variants = variantsFor(index);
      expect(new Set(variants.map((v) => v.brand))).toEqual(new Set(BRAND_IDS));
      expect(new Set(variants.map((v) => v.locale))).toEqual(new Set(CHECKED_LOCALES));
    }
  });

  test('across stories every brand meets every locale', () => {
    const pairs = new Set(
      Array.from({ length: 12 }, (_, index) => variantsFor(index))
        .flat()
        .map((v) => `${v.brand}/${v.locale}`),
    );
    expect(pairs.size).toBe(BRAND_IDS.length * CHECKED_LOCALES.length);
  });
});
