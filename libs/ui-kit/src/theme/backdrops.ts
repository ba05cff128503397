import type { BrandConfig } from '@casino/contracts';
import { mix } from './color.ts';

export type BrandColors = BrandConfig['colors'];

/** The neutrals every brand derives from its background, surface and text colours. */
export function neutralColors(colors: BrandColors) {
  return {
    background: colors.background,
    surface: colors.surface,
    surfaceRaised: mix(colors.surface, colors.text, 0.06),
    surfaceHover: mix(colors.surface, colors.text, 0.1),
  };
}

/**
 * Everything text is drawn on: the page, surfaces, raised surfaces (cards, inputs, the game bar) and
 * hovered rows. Tones derive their `text` shade against these, in the theme and in the pre-paint script.
 * Imported by that script's module too, which a Vite config loads: hence the explicit `.ts` extension.
 */
export function textBackdrops(colors: BrandColors): string[] {
  return Object.values(neutralColors(colors));
}
