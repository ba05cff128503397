import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToRgb, isHexColor, mix, normalizeHex, readableTextOn, toneShades } from './color';

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

describe('toneShades', () => {
  it('darkens bright colours and lightens dark ones for hover and active', () => {
    const bright = toneShades('#b6ff2e');
    expect(contrastRatio(bright.active, '#000000')).toBeLessThan(contrastRatio(bright.hover, '#000000'));
    expect(contrastRatio(bright.hover, '#000000')).toBeLessThan(contrastRatio(bright.base, '#000000'));

    const dark = toneShades('#0b1f4b');
    expect(contrastRatio(dark.active, '#ffffff')).toBeLessThan(contrastRatio(dark.hover, '#ffffff'));
    expect(contrastRatio(dark.hover, '#ffffff')).toBeLessThan(contrastRatio(dark.base, '#ffffff'));
  });

  it('gives text on the base colour at least 4.5:1 contrast for typical brand colours', () => {
    for (const colour of ['#d4a72c', '#b6ff2e', '#0b1f4b', '#c0392b', '#3366ff', '#ffffff', '#000000']) {
      const shades = toneShades(colour);
      expect(contrastRatio(shades.base, shades.on)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('agrees with the shared helpers it inlines', () => {
    const shades = toneShades('#3366ff');
    expect(shades.base).toBe('#3366ff');
    expect(shades.hover).toBe(mix('#3366ff', '#ffffff', 0.14));
    expect(shades.soft).toBe('rgba(51, 102, 255, 0.16)');
  });

  it('throws on an invalid colour', () => {
    expect(() => toneShades('not-a-colour')).toThrow();
  });
});
