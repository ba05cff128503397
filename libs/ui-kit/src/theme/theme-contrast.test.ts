import { BRAND_IDS, brands } from '@casino/brands';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textBackdrops } from './backdrops';
import { TEXT_CONTRAST, UI_CONTRAST, contrastRatio, mix, toneShades } from './color';
import { colorTokens } from './tokens';
import type { BrandColors } from './tokens';

type Colors = ReturnType<typeof colorTokens>;
const TONES = ['brand', 'accent', 'positive', 'critical', 'caution', 'info'] as const;

/** `rgba(r, g, b, a)` laid over an opaque backdrop, as the browser paints it. */
function over(backdrop: string, rgba: string): string {
  const [r, g, b, a] = (/rgba\(([^)]+)\)/.exec(rgba)?.[1] ?? '').split(',').map(Number);
  const hex = `#${[r, g, b].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`;
  return mix(backdrop, hex, a ?? 0);
}

type Pair = { what: string; fg: string; bg: string; min: number };

/**
 * Every colour pair the components draw, by the tokens they read: text and muted text on the page and its
 * surfaces, each tone's text shade on them (links, current navigation, errors, secondary buttons) and on
 * its own soft tint, `on` over filled tones in every state, the tooltip's inverted pair, and the parts
 * that show where a control is (focus ring, input outline) at 3:1.
 */
function pairsOf(colors: Colors): Pair[] {
  const backdrops = [colors.background, colors.surface, colors.surfaceRaised, colors.surfaceHover];
  const pairs: Pair[] = [];
  for (const bg of backdrops) {
    pairs.push({ what: 'text', fg: colors.text, bg, min: TEXT_CONTRAST });
    pairs.push({ what: 'textMuted', fg: colors.textMuted, bg, min: TEXT_CONTRAST });
    pairs.push({ what: 'focusRing', fg: colors.focusRing, bg, min: UI_CONTRAST });
    pairs.push({ what: 'controlBorder', fg: colors.controlBorder, bg, min: UI_CONTRAST });
    for (const tone of TONES) {
      const shades = colors[tone];
      pairs.push({ what: `${tone}.text`, fg: shades.text, bg, min: TEXT_CONTRAST });
      pairs.push({
        what: `${tone}.text on soft`,
        fg: shades.text,
        bg: over(bg, shades.soft),
        min: TEXT_CONTRAST,
      });
    }
  }
  for (const tone of TONES) {
    const { base, hover, active, on } = colors[tone];
    for (const [state, fill] of Object.entries({ base, hover, active })) {
      pairs.push({ what: `${tone}.on on ${state}`, fg: on, bg: fill, min: TEXT_CONTRAST });
    }
  }
  pairs.push({
    what: 'tooltip (background on text)',
    fg: colors.background,
    bg: colors.text,
    min: TEXT_CONTRAST,
  });
  return pairs;
}

function failures(colors: Colors): string[] {
  return pairsOf(colors)
    .map((pair) => ({ ...pair, ratio: contrastRatio(pair.fg, pair.bg) }))
    .filter((pair) => pair.ratio < pair.min)
    .map(
      (pair) => `${pair.what}: ${pair.fg} on ${pair.bg} is ${pair.ratio.toFixed(2)}:1 (needs ${pair.min}:1)`,
    );
}

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

/** A runtime template_color replaces the brand tone only; the rest of the brand stays. */
function withTemplateColor(colors: BrandColors, templateColor: string): Colors {
  const tokens = colorTokens(colors);
  const brand = toneShades(templateColor, textBackdrops(colors));
  return { ...tokens, brand, focusRing: brand.text };
}

describe('theme contrast (WCAG 1.4.3 and 1.4.11)', () => {
  it('checks every brand @casino/brands discovers, the third (alpine-crown, a light theme) included', () => {
    expect(brands.map((brand) => brand.id)).toEqual(BRAND_IDS);
    expect(BRAND_IDS).toContain('alpine-crown');
  });

  it.each(brands.map((brand) => [brand.id, brand.colors] as const))(
    'every pair of %s reaches AA',
    (_id, colors) => {
      expect(failures(colorTokens(colors))).toEqual([]);
    },
  );

  it.each(brands.map((brand) => [brand.id, brand.colors] as const))(
    'every pair of %s reaches AA with its own colour as template_color, and any other',
    (_id, colors) => {
      for (const seed of [
        colors.brand,
        '#0f9d58',
        '#1a73e8',
        '#aa2233',
        '#0b7a3b',
        '#ffffff',
        '#000000',
        '#808080',
      ]) {
        expect(failures(withTemplateColor(colors, seed)), seed).toEqual([]);
      }
      fc.assert(
        fc.property(hexColour, (templateColor) => {
          expect(failures(withTemplateColor(colors, templateColor))).toEqual([]);
        }),
        { numRuns: 300 },
      );
    },
  );

  it('reaches AA for a light brand with any brand and accent colour', () => {
    fc.assert(
      fc.property(hexColour, hexColour, (brand, accent) => {
        const colors = { brand, accent, background: '#ffffff', surface: '#f5f6f8', text: '#1a1a1a' };
        expect(failures(colorTokens(colors))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
