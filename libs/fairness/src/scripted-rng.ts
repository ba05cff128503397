import type { Rng } from './rng';

/**
 * An Rng that replays chosen values, for rule tests that need a particular deal or stop. `int` values
 * must lie inside the asked range; running out of script is an error, never a silent default.
 */
export function scriptedRng(ints: readonly number[], floats: readonly number[] = []): Rng {
  let nextInt = 0;
  let nextFloat = 0;
  return {
    nextUint32: () => {
      throw new Error('Scripted Rng does not provide raw words');
    },
    int(maxExclusive) {
      const value = ints[nextInt++];
      if (value === undefined) throw new Error('Scripted Rng ran out of ints');
      if (value < 0 || value >= maxExclusive)
        throw new RangeError(`Scripted ${value} outside [0, ${maxExclusive})`);
      return value;
    },
    float() {
      const value = floats[nextFloat++];
      if (value === undefined) throw new Error('Scripted Rng ran out of floats');
      return value;
    },
  };
}
