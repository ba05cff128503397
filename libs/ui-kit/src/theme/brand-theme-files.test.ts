import { BRAND_IDS } from '@casino/brands';
import { describe, expect, it } from 'vitest';

// Each brand's theme is its own entry point (`@casino/ui-kit/themes/<id>`), which the shell aliases at build
// time; nothing imports the others, so a brand's build carries only its own theme's CSS.
const themeFiles = import.meta.glob<{ themeClass: string }>('./brands/*.css.ts');
const themeOf = (id: string) => themeFiles[`./brands/${id}.css.ts`];

describe('brand theme entry points', () => {
  it('has one for every brand in @casino/brands, and no other', () => {
    expect(Object.keys(themeFiles).sort()).toEqual(BRAND_IDS.map((id) => `./brands/${id}.css.ts`).sort());
  });

  it('gives each brand its own theme class', async () => {
    const classes = await Promise.all(BRAND_IDS.map(async (id) => (await themeOf(id)?.())?.themeClass));
    expect(classes.every((themeClass) => typeof themeClass === 'string' && themeClass.length > 0)).toBe(true);
    expect(new Set(classes).size).toBe(BRAND_IDS.length);
  });
});
