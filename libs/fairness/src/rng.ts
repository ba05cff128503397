/**
 * Every game draws its randomness through this interface, so the same engine runs on the provably fair
 * HMAC stream (real rounds, verification) and on a plain CSPRNG (simulations, demo).
 */
export interface Rng {
  /** A uniform 32-bit unsigned integer. */
  nextUint32(): number;
  /** A uniform integer in [0, maxExclusive), without modulo bias. */
  int(maxExclusive: number): number;
  /** A uniform float in [0, 1) with 53 bits of precision. */
  float(): number;
}

/** Anything that yields uniform 32-bit words. */
export interface WordSource {
  nextUint32(): number;
}

const TWO_POW_32 = 0x1_0000_0000;
const TWO_POW_53 = 2 ** 53;

/**
 * Largest multiple of `range` not above 2^32: words at or above it are rejected, so every residue
 * class is equally likely (plain `word % range` would favour the small residues).
 */
export function rejectionLimit(range: number): number {
  return TWO_POW_32 - (TWO_POW_32 % range);
}

export function uniformInt(source: WordSource, maxExclusive: number): number {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
    throw new RangeError(`Range must be an integer in [1, 2^32], got ${maxExclusive}`);
  }
  const limit = rejectionLimit(maxExclusive);
  for (;;) {
    const word = source.nextUint32();
    if (word < limit) return word % maxExclusive;
  }
}

/** 27 high bits of one word and 26 of the next make an exact 53-bit dyadic fraction. */
export function uniformFloat(source: WordSource): number {
  const high = source.nextUint32() >>> 5;
  const low = source.nextUint32() >>> 6;
  return (high * 0x400_0000 + low) / TWO_POW_53;
}

export function createRng(source: WordSource): Rng {
  return {
    nextUint32: () => source.nextUint32(),
    int: (maxExclusive) => uniformInt(source, maxExclusive),
    float: () => uniformFloat(source),
  };
}

/** Reads big-endian 32-bit words out of a stream of byte blocks. */
export class BlockWordSource implements WordSource {
  private view: DataView<ArrayBufferLike> = new DataView(new ArrayBuffer(0));
  private offset = 0;

  constructor(private readonly nextBlock: () => Uint8Array) {}

  nextUint32(): number {
    if (this.offset + 4 > this.view.byteLength) {
      const block = this.nextBlock();
      if (block.length < 4) throw new Error('Byte block shorter than one word');
      this.view = new DataView(block.buffer, block.byteOffset, block.byteLength);
      this.offset = 0;
    }
    const word = this.view.getUint32(this.offset);
    this.offset += 4;
    return word;
  }
}
