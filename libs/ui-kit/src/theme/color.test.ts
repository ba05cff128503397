import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  hexToRgb,
  isHexColor,
  mix,
  normalizeHex,
  readableTextOn,
  toneShades,
  withContrast,
} from './color';

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('colour parsing', () => {
  it('accepts #rgb and #rrggbb in any case, with or without #', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex('12aB9f')).toBe('#12ab9f');
    expect(hexToRgb('#ff8000')).toEqual([255, 128, 0]);
  });

  it('rejects anything that is not a hex colour', () => {
    for (const bad of ['', 'red', '#12345', '#ggg000', 'rgb(0,0,0)', null, 42]) {
      expect(isHexColor(bad)).toBe(false);
    }
    expect(() => normalizeHex('blue')).toThrow(/Not a hex colour/);
  });
});

describe('colour maths', () => {
  it('mixes in sRGB', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.7)).toBe('#102030');
  });

  it('computes WCAG contrast (black on white is 21:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('picks the more readable text colour', () => {
    expect(readableTextOn('#0b1f4b')).toBe('#ffffff');
    expect(readableTextOn('#b6ff2e')).toBe('#111111');
  });
});

describe('withContrast', () => {
  it('keeps a colour that already reads and moves one that does not just far enough', () => {
    expect(withContrast('#ffffff', ['#07142f'], 4.5)).toBe('#ffffff');
    const lifted = withContrast('#0f9d58', ['#07142f', '#0f2452'], 4.5);
    expect(contrastRatio(lifted, '#0f2452')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(lifted, '#0f2452')).toBeLessThan(5);
    expect(withContrast('#3366ff', ['#ffffff'], 4.5)).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(withContrast('#3366ff', ['#ffffff'], 4.5), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('toneShades', () => {
  it('darkens bright colours and lightens dark ones for hover and active', () => {
    const bright = toneShades('#b6ff2e');
    expect(contrastRatio(bright.active, '#000000')).toBeLessThan(contrastRatio(bright.hover, '#000000'));
    expect(contrastRatio(bright.hover, '#000000')).toBeLessThan(contrastRatio(bright.base, '#000000'));

    const dark = toneShades('#0b1f4b');
    expect(contrastRatio(dark.active, '#ffffff')).toBeLessThan(contrastRatio(dark.hover, '#ffffff'));
    expect(contrastRatio(dark.hover, '#ffffff')).toBeLessThan(contrastRatio(dark.base, '#ffffff'));
  });

  it('darkens instead where lightening would take white text below 4.5:1', () => {
    const blue = toneShades('#3366ff');
    expect(blue.on).toBe('#ffffff');
    expect(blue.hover).toBe(mix('#3366ff', '#000000', 0.14));
  });

  it('keeps `on` at 4.5:1 or more on base, hover and active, whatever the colour', () => {
    fc.assert(
      fc.property(hexColour, (colour) => {
        const shades = toneShades(colour);
        for (const fill of [shades.base, shades.hover, shades.active]) {
          expect(contrastRatio(fill, shades.on)).toBeGreaterThanOrEqual(4.5);
        }
      }),
    );
  });

  it('derives a text shade at 4.5:1 on every backdrop and on its soft tint over it', () => {
    const backdrops = ['#07142f', '#0f2452'];
    const { text } = toneShades('#0f9d58', backdrops);
    for (const backdrop of backdrops) {
      expect(contrastRatio(text, backdrop)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, mix(backdrop, '#0f9d58', 0.16))).toBeGreaterThanOrEqual(4.5);
    }
    expect(toneShades('#0f9d58').text).toBe('#0f9d58');
  });

  it('agrees with the shared helpers it inlines', () => {
    const shades = toneShades('#0b1f4b', ['#ffffff']);
    expect(shades.base).toBe('#0b1f4b');
    expect(shades.hover).toBe(mix('#0b1f4b', '#ffffff', 0.14));
    expect(shades.soft).toBe('rgba(11, 31, 75, 0.16)');
    expect(shades.text).toBe(withContrast('#0b1f4b', ['#ffffff', mix('#ffffff', '#0b1f4b', 0.16)], 4.5));
  });

  it('throws on an invalid colour', () => {
    expect(() => toneShades('not-a-colour')).toThrow();
  });
});
