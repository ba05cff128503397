import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, rejectionLimit, uniformFloat, uniformInt, type WordSource } from './rng';

const scripted = (words: number[]): WordSource & { used: number } => {
  const source = {
    used: 0,
    nextUint32() {
      const word = words[source.used];
      if (word === undefined) throw new Error('script exhausted');
      source.used += 1;
      return word;
    },
  };
  return source;
};

describe('uniformInt', () => {
  it('accepts exactly a whole number of copies of the range, so every residue is equally likely', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), (range) => {
        const limit = rejectionLimit(range);
        expect(limit % range).toBe(0);
        expect(limit).toBeGreaterThan(2 ** 32 - range);
        expect(limit).toBeLessThanOrEqual(2 ** 32);
      }),
    );
  });

  it('rejects words at or above the limit and draws again', () => {
    // 2^32 mod 3 = 1, so the single word 0xffffffff would favour residue 0 and must be refused.
    const source = scripted([0xffffffff, 7]);
    expect(uniformInt(source, 3)).toBe(1);
    expect(source.used).toBe(2);
  });

  it('uses the first word when it is below the limit', () => {
    const source = scripted([0xfffffffe, 9]);
    expect(uniformInt(source, 3)).toBe(0xfffffffe % 3);
    expect(source.used).toBe(1);
  });

  it('refuses an empty or fractional range', () => {
    expect(() => uniformInt(scripted([1]), 0)).toThrow(RangeError);
    expect(() => uniformInt(scripted([1]), 2.5)).toThrow(RangeError);
  });

  it('stays inside the range for any words', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.nat({ max: 0xffffffff }), { minLength: 4 }),
        (n, w) => {
          const words = [...w, 0];
          const value = createRng(scripted(words)).int(n);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(n);
        },
      ),
    );
  });
});

describe('uniformFloat', () => {
  it('spans [0, 1) with 53 bits', () => {
    expect(uniformFloat(scripted([0, 0]))).toBe(0);
    const top = uniformFloat(scripted([0xffffffff, 0xffffffff]));
    expect(top).toBe(1 - 2 ** -53);
    expect(top).toBeLessThan(1);
  });
});
