import { randomFillSync } from 'node:crypto';
import { BlockWordSource, createRng, type Rng } from './rng';

const BUFFER_BYTES = 16 * 1024;

/** A CSPRNG-backed Rng for simulations and demo play: same interface, no seeds to reveal. */
export function createCryptoRng(): Rng {
  const buffer = new Uint8Array(BUFFER_BYTES);
  return createRng(new BlockWordSource(() => randomFillSync(buffer)));
}
