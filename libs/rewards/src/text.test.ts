// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { covers, formatPoints, pointsWorth } from './text';

describe('points arithmetic', () => {
  it('formats points with decimals only when there are some', () => {
    expect(formatPoints('1250.00')).toBe('1,250');
    expect(formatPoints('12.50')).toBe('12.50');
    expect(formatPoints('0')).toBe('0');
  });

  it('compares a balance with a price exactly', () => {
    expect(covers('100.00', '100')).toBe(true);
    expect(covers('99.99', '100.00')).toBe(false);
  });

  it('gives the money points buy, rounded down to what the currency shows', () => {
    expect(pointsWorth('125.5', '10.00', 2)).toBe('12.55');
    expect(pointsWorth('125.5', '10.00', 0)).toBe('12');
    expect(pointsWorth('1', '3', 2)).toBe('0.33');
    expect(pointsWorth('12.345', '10', 2)).toBeNull();
    expect(pointsWorth('10', '0', 2)).toBeNull();
  });
});
