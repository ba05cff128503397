import type { BrandConfig } from '@casino/contracts';
import { neutralColors, textBackdrops } from './backdrops';
import type { BrandColors } from './backdrops';
import { breakpoints } from './breakpoints';
import { TEXT_CONTRAST, UI_CONTRAST, mix, toneShades, withAlpha, withContrast } from './color';

export type { BrandColors };
export type BrandRadius = BrandConfig['radius'];

/** Status colours are shared by every brand; only their shades are derived. */
const statusColors = {
  positive: '#1f9d55',
  critical: '#d64545',
  caution: '#e0a100',
  info: '#2f80ed',
} as const;

/**
 * The colour part of the theme, derived from a brand's five colours. Every pair a component draws
 * (text on a backdrop, `on` on a fill, a control's border or focus ring on a backdrop) reaches WCAG AA by
 * construction; `theme-contrast.test.ts` checks each pair for every brand and any template_color.
 */
export function colorTokens(colors: BrandColors) {
  const backdrops = textBackdrops(colors);
  const brand = toneShades(colors.brand, backdrops);
  return {
    brand,
    accent: toneShades(colors.accent, backdrops),
    positive: toneShades(statusColors.positive, backdrops),
    critical: toneShades(statusColors.critical, backdrops),
    caution: toneShades(statusColors.caution, backdrops),
    info: toneShades(statusColors.info, backdrops),
    ...neutralColors(colors),
    /** Dividers and card outlines: decoration, not needed to find a control. */
    border: mix(colors.surface, colors.text, 0.22),
    /** The outline of text inputs and selects, which is what shows where they are: 3:1. */
    controlBorder: withContrast(mix(colors.surface, colors.text, 0.22), backdrops, UI_CONTRAST),
    text: colors.text,
    textMuted: withContrast(mix(colors.text, colors.background, 0.38), backdrops, TEXT_CONTRAST),
    focusRing: brand.text,
    overlay: withAlpha('#000000', 0.6),
  };
}

const radii: Record<BrandRadius, { sm: string; md: string; lg: string; full: string }> = {
  sharp: { sm: '0', md: '0', lg: '2px', full: '2px' },
  soft: { sm: '4px', md: '6px', lg: '10px', full: '9999px' },
  round: { sm: '8px', md: '12px', lg: '20px', full: '9999px' },
};

const px = (n: number) => `${n}px`;

/** Tokens every brand shares. */
export const baseTokens = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.25)',
    md: '0 4px 12px rgba(0, 0, 0, 0.3)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.4)',
  },
  zIndex: {
    dropdown: '1000',
    sticky: '1100',
    banner: '1200',
    overlay: '1300',
    modal: '1400',
    toast: '1500',
    tooltip: '1600',
    progress: '1700',
  },
  breakpoint: {
    phoneMax: px(breakpoints.phoneMax),
    tabletMax: px(breakpoints.tabletMax),
    tablet: px(breakpoints.tablet),
    desktop: px(breakpoints.desktop),
    wide: px(breakpoints.wide),
    ultra: px(breakpoints.ultra),
  },
  /** Spec section 9 layout constants. */
  layout: {
    tickerOffset: '40px',
    topPadding: '62px',
    topPaddingWithTicker: '102px',
    mobileWidgetBottom: '70px',
  },
  duration: { fast: '120ms', normal: '200ms' },
} as const;

/** The full token set of one brand; its shape is the theme contract every brand must fill. */
export function tokensForBrand(brand: {
  colors: BrandColors;
  radius: BrandRadius;
  font: Pick<BrandConfig['font'], 'stack'>;
}) {
  return {
    ...baseTokens,
    color: colorTokens(brand.colors),
    radius: radii[brand.radius],
    font: { body: brand.font.stack, mono: "ui-monospace, 'SF Mono', Menlo, Consolas, monospace" },
  };
}

export type ThemeTokens = ReturnType<typeof tokensForBrand>;

/** The reference token set the contract is derived from: a neutral brand, used for shape and defaults. */
export const referenceTokens: ThemeTokens = tokensForBrand({
  colors: { brand: '#3366ff', accent: '#ff9900', background: '#ffffff', surface: '#f5f6f8', text: '#1a1a1a' },
  radius: 'soft',
  font: { stack: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
});
