import { BRAND_IDS } from '@casino/brands';
import { afterEach, describe, expect, it } from 'vitest';
import { brandThemeLoaders, loadBrandTheme } from './brandThemes';

afterEach(() => {
  document.documentElement.className = '';
});

describe('brand themes', () => {
  it('has a theme entry for every brand in @casino/brands, and no other', () => {
    expect(Object.keys(brandThemeLoaders).sort()).toEqual([...BRAND_IDS].sort());
  });

  it('gives each brand its own theme class', async () => {
    const classes = await Promise.all(
      BRAND_IDS.map(async (id) => (await brandThemeLoaders[id]?.())?.themeClass),
    );
    expect(classes.every((c) => typeof c === 'string' && c.length > 0)).toBe(true);
    expect(new Set(classes).size).toBe(BRAND_IDS.length);
  });

  it('puts the loaded class on <html> and rejects an unknown brand', async () => {
    const themeClass = await loadBrandTheme('neon-jungle');
    expect(document.documentElement).toHaveClass(themeClass);
    await expect(loadBrandTheme('nope')).rejects.toThrow(/No theme for brand "nope"/);
  });
});
