/**
 * A small colour toolkit for theming: parse and validate #rrggbb, mix, WCAG contrast, and the shades a
 * component needs (hover, active, soft background, readable text on top). Everything is computed from one
 * colour, so a brand config and a runtime template_color are handled the same way.
 */

export type ToneShades = {
  base: string;
  hover: string;
  active: string;
  /** A translucent tint for selected rows, soft badges and focus halos. */
  soft: string;
  /** Text or icon colour that reads on `base` (white or near-black, whichever contrasts more). */
  on: string;
};

const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_PATTERN.test(value.trim());
}

/** Normalises #abc, abc, #AABBCC to lower-case #aabbcc; throws on anything else. */
export function normalizeHex(value: string): string {
  const match = HEX_PATTERN.exec(value.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: "${value}"`);
  const digits = match[1].toLowerCase();
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full}`;
}

export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const full = normalizeHex(hex);
  return [0, 2, 4].map((i) => parseInt(full.slice(1 + i, 3 + i), 16)) as unknown as Rgb;
}

export function rgbToHex([r, g, b]: Rgb): string {
  const channel = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** Moves `weight` (0..1) of the way from `from` to `to` in sRGB. */
export function mix(from: string, to: string, weight: number): string {
  const a = hexToRgb(from);
  const b = hexToRgb(to);
  const towards = (x: number, y: number) => x + (y - x) * weight;
  return rgbToHex([towards(a[0], b[0]), towards(a[1], b[1]), towards(a[2], b[2])]);
}

export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = hexToRgb(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** WCAG 2 relative luminance. */
export function relativeLuminance(hex: string): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = hexToRgb(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#111111';

export function readableTextOn(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT)
    ? LIGHT_TEXT
    : DARK_TEXT;
}

/**
 * The shades of one tone. Bright colours darken on hover/press, dark ones lighten, so the change is always
 * visible. Kept self-contained (no outer references) because the pre-paint bootstrap script embeds its
 * source text; it repeats `mix`/`relativeLuminance` inline for that reason.
 */
export function toneShades(hex: string): ToneShades {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: "${hex}"`);
  const digits = match[1].toLowerCase();
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const rgb = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  const toHex = (channels: number[]) =>
    '#' +
    channels
      .map((c) =>
        Math.round(Math.min(255, Math.max(0, c)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('');
  const mixTowards = (target: number, weight: number) => toHex(rgb.map((c) => c + (target - c) * weight));
  const luminanceOf = (channels: number[]) => {
    const weights = [0.2126, 0.7152, 0.0722];
    return channels.reduce((sum, c, i) => {
      const s = c / 255;
      return sum + (weights[i] ?? 0) * (s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4);
    }, 0);
  };
  const luminance = luminanceOf(rgb);
  const towards = luminance > 0.35 ? 0 : 255;
  // Contrast against white (L=1) versus near-black #111111.
  const darkText = luminanceOf([17, 17, 17]);
  const onWhite = 1.05 / (luminance + 0.05);
  const onDark = (luminance + 0.05) / (darkText + 0.05);
  return {
    base: '#' + full,
    hover: mixTowards(towards, 0.14),
    active: mixTowards(towards, 0.28),
    soft: `rgba(${rgb.join(', ')}, 0.16)`,
    on: onWhite >= onDark ? '#ffffff' : '#111111',
  };
}
