import { brands, getBrand } from '@casino/brands';
import { afterEach, describe, expect, it } from 'vitest';
import { TEMPLATE_COLOR_STORAGE_KEY, templateColorBootstrapScript } from './bootstrap';
import { textBackdrops } from './backdrops';
import { toneShades } from './color';
import { vars } from './contract.css';
import {
  applyBrandTheme,
  applyTemplateColor,
  cssPropertyName,
  rememberTemplateColor,
  themeVarsFor,
} from './runtime';

const root = document.documentElement;
const read = (cssVar: string) => root.style.getPropertyValue(cssPropertyName(cssVar));

afterEach(() => {
  root.removeAttribute('style');
  localStorage.clear();
});

describe('theme contract', () => {
  it('uses stable, readable custom property names', () => {
    expect(vars.color.brand.base).toBe('var(--casino-color-brand-base)');
    expect(vars.breakpoint.phoneMax).toBe('var(--casino-breakpoint-phoneMax)');
  });
});

describe('themeVarsFor', () => {
  it('maps every colour of the contract, with shades derived from the brand colour', () => {
    const { colors } = getBrand('royal-siam');
    const assignments = themeVarsFor(colors);
    expect(assignments['--casino-color-brand-base']).toBe(colors.brand);
    expect(assignments['--casino-color-brand-hover']).toBe(toneShades(colors.brand).hover);
    expect(assignments['--casino-color-brand-text']).toBe(
      toneShades(colors.brand, textBackdrops(colors)).text,
    );
    expect(assignments['--casino-color-surface']).toBe(colors.surface);
    expect(Object.keys(assignments)).toContain('--casino-color-critical-on');
  });
});

describe('applyTemplateColor', () => {
  const { colors } = getBrand('royal-siam');

  it('assigns the derived brand shades on the element, the text shade for this brand', () => {
    expect(applyTemplateColor(root, '#0F9D58', colors)).toBe(true);
    const expected = toneShades('#0f9d58', textBackdrops(colors));
    expect(read(vars.color.brand.base)).toBe('#0f9d58');
    expect(read(vars.color.brand.hover)).toBe(expected.hover);
    expect(read(vars.color.brand.on)).toBe(expected.on);
    expect(read(vars.color.brand.text)).toBe(expected.text);
    // The seed's green reads 4.29:1 on Royal Siam's surface; its text shade is lighter.
    expect(expected.text).not.toBe('#0f9d58');
    expect(read(vars.color.focusRing)).toBe(expected.text);
  });

  it('ignores an invalid colour and leaves the theme alone', () => {
    expect(applyTemplateColor(root, 'javascript:alert(1)', colors)).toBe(false);
    expect(applyTemplateColor(root, undefined, colors)).toBe(false);
    expect(read(vars.color.brand.base)).toBe('');
  });

  it('caches a valid colour for the next visit', () => {
    expect(rememberTemplateColor('#00aa55', colors)).toBe(true);
    expect(localStorage.getItem(TEMPLATE_COLOR_STORAGE_KEY)).toBe('#00aa55');
    expect(rememberTemplateColor('nope', colors)).toBe(false);
    expect(localStorage.getItem(TEMPLATE_COLOR_STORAGE_KEY)).toBe('#00aa55');
  });
});

describe('applyBrandTheme', () => {
  it('assigns colours, radius and font of a brand', () => {
    const brand = getBrand('neon-jungle');
    applyBrandTheme(root, brand);
    expect(read(vars.color.background)).toBe(brand.colors.background);
    expect(read(vars.radius.md)).toBe('0');
    expect(read(vars.font.body)).toBe(brand.font.stack);
  });
});

describe('templateColorBootstrapScript', () => {
  const { colors } = getBrand('neon-jungle');
  const runBootstrap = () => new Function(templateColorBootstrapScript(colors))();

  it('paints the cached template colour exactly as applyTemplateColor would', () => {
    localStorage.setItem(TEMPLATE_COLOR_STORAGE_KEY, '#7a3cff');
    runBootstrap();
    const painted = [...Object.values(vars.color.brand), vars.color.focusRing].map(read);
    root.removeAttribute('style');
    applyTemplateColor(root, '#7a3cff', colors);
    expect([...Object.values(vars.color.brand), vars.color.focusRing].map(read)).toEqual(painted);
    expect(painted[0]).toBe('#7a3cff');
  });

  it.each(brands.map((brand) => [brand.id, brand.colors] as const))(
    "paints %s's page in the cached colour before the app runs, as the app itself would",
    (_id, brandColors) => {
      localStorage.setItem(TEMPLATE_COLOR_STORAGE_KEY, '#2a9d8f');
      new Function(templateColorBootstrapScript(brandColors))();
      const painted = [...Object.values(vars.color.brand), vars.color.focusRing].map(read);
      root.removeAttribute('style');
      applyTemplateColor(root, '#2a9d8f', brandColors);
      expect([...Object.values(vars.color.brand), vars.color.focusRing].map(read)).toEqual(painted);
    },
  );

  it('does nothing without a cached colour or with a corrupt one', () => {
    runBootstrap();
    expect(read(vars.color.brand.base)).toBe('');
    localStorage.setItem(TEMPLATE_COLOR_STORAGE_KEY, '"><script>');
    expect(runBootstrap).not.toThrow();
    expect(read(vars.color.brand.base)).toBe('');
  });
});
