/**
 * A small colour toolkit for theming: parse and validate #rrggbb, mix, WCAG contrast, and the shades a
 * component needs (hover, active, soft background, readable text on top). Everything is computed from one
 * colour, so a brand config and a runtime template_color are handled the same way.
 */

export type ToneShades = {
  /** The colour itself: fills (buttons, selected pills, progress) and decoration. */
  base: string;
  hover: string;
  active: string;
  /** A translucent tint for selected rows, soft badges and focus halos. */
  soft: string;
  /** Text or icon colour on `base`, `hover` and `active`: at least 4.5:1 on all three. */
  on: string;
  /**
   * The tone as text (links, current navigation item, error messages) on the theme's backdrops: the colour
   * lightened or darkened just enough to reach 4.5:1 on each of them and on its own `soft` over them.
   */
  text: string;
};

/** WCAG AA: normal text needs 4.5:1; large text and the parts of a control (borders, focus ring) 3:1. */
export const TEXT_CONTRAST = 4.5;
export const UI_CONTRAST = 3;

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
 * `colour` moved towards white or black (whichever reads better on the backdrops) in small steps until it
 * reaches `ratio` on every backdrop; the colour itself when it already does. A brand's muted text and
 * control borders are derived this way, so a new brand cannot produce an unreadable pair.
 */
export function withContrast(colour: string, backdrops: readonly string[], ratio: number): string {
  const worst = (candidate: string) => Math.min(...backdrops.map((b) => contrastRatio(candidate, b)));
  // Aims a little higher, so the browser's rounding and blending cannot take it under the line.
  ratio += 0.1;
  if (backdrops.length === 0 || worst(colour) >= ratio) return normalizeHex(colour);
  const towards = worst('#ffffff') >= worst('#000000') ? '#ffffff' : '#000000';
  for (let weight = 0.02; weight < 1; weight += 0.02) {
    const candidate = mix(colour, towards, weight);
    if (worst(candidate) >= ratio) return candidate;
  }
  return towards;
}

/**
 * The shades of one tone, for the theme's text backdrops (background and surfaces). `on` is white or
 * near-black, whichever contrasts more (pure black where near-black falls short of 4.5:1), and stays
 * readable on hover and active too. Kept self-contained (no outer references) because the pre-paint bootstrap script embeds its
 * source text; it repeats `mix`/`relativeLuminance`/`withContrast` inline for that reason.
 */
export function toneShades(hex: string, backdrops: readonly string[] = []): ToneShades {
  const parse = (value: string) => {
    const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
    if (!match?.[1]) throw new Error(`Not a hex colour: "${value}"`);
    const digits = match[1].toLowerCase();
    const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  };
  const toHex = (channels: number[]) =>
    '#' +
    channels
      .map((c) =>
        Math.round(Math.min(255, Math.max(0, c)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('');
  const mixRgb = (from: number[], to: number[], weight: number) =>
    from.map((c, i) => c + ((to[i] ?? c) - c) * weight);
  const luminanceOf = (channels: number[]) => {
    const weights = [0.2126, 0.7152, 0.0722];
    return channels.reduce((sum, c, i) => {
      const s = c / 255;
      return sum + (weights[i] ?? 0) * (s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4);
    }, 0);
  };
  const contrast = (a: number[], b: number[]) => {
    const [hi, lo] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const white = [255, 255, 255];
  const black = [0, 0, 0];
  const rgb = parse(hex);

  const nearBlack = [17, 17, 17];
  const better = contrast(rgb, white) >= contrast(rgb, nearBlack) ? white : nearBlack;
  const on = contrast(rgb, better) >= 4.5 || contrast(rgb, black) < 4.5 ? better : black;
  // Bright colours darken on hover/press and dark ones lighten, so the change shows; where that would
  // take the text on them below 4.5:1, they move away from the text colour instead.
  const preferred = luminanceOf(rgb) > 0.35 ? black : white;
  const direction =
    contrast(mixRgb(rgb, preferred, 0.28), on) >= 4.6 ? preferred : on === white ? black : white;
  const shade = (weight: number) => mixRgb(rgb, direction, weight);

  // Text on each backdrop and on the tone's own soft tint over it (selected rows, hovered outlines).
  const surfaces = backdrops.map(parse).flatMap((b) => [b, mixRgb(b, rgb, 0.16)]);
  const worst = (candidate: number[]) => Math.min(...surfaces.map((b) => contrast(candidate, b)));
  // A little above 4.5:1, so rounding to #rrggbb and the browser's blending of the tint cannot undo it.
  const goal = 4.6;
  let text = rgb;
  if (surfaces.length > 0 && worst(rgb) < goal) {
    const towards = worst(white) >= worst(black) ? white : black;
    text = towards;
    for (let weight = 0.02; weight < 1; weight += 0.02) {
      const candidate = mixRgb(rgb, towards, weight);
      if (worst(candidate) >= goal) {
        text = candidate;
        break;
      }
    }
  }
  return {
    base: toHex(rgb),
    hover: toHex(shade(0.14)),
    active: toHex(shade(0.28)),
    soft: `rgba(${rgb.join(', ')}, 0.16)`,
    on: toHex(on),
    text: toHex(text),
  };
}
