import { createHash, createHmac, randomBytes } from 'node:crypto';
import { BlockWordSource, createRng, type Rng } from './rng';

/**
 * Provably fair seeds. The server seed is 32 random bytes kept as lowercase hex; players see its
 * SHA-256 (over the 32 raw bytes) before they play and the seed itself once it is rotated out.
 */
export const SERVER_SEED_BYTES = 32;
const HEX_SEED = /^[0-9a-f]{64}$/;

export function generateServerSeed(): string {
  return randomBytes(SERVER_SEED_BYTES).toString('hex');
}

/** A default client seed; players may replace it with any non-empty text. */
export function generateClientSeed(): string {
  return randomBytes(12).toString('hex');
}

function seedBytes(serverSeed: string): Buffer {
  if (!HEX_SEED.test(serverSeed)) throw new RangeError('Server seed must be 64 lowercase hex digits');
  return Buffer.from(serverSeed, 'hex');
}

export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(seedBytes(serverSeed)).digest('hex');
}

/** Block `cursor` of a round's outcome bytes: HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor"). */
export function outcomeBlock(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Buffer {
  return createHmac('sha256', seedBytes(serverSeed)).update(`${clientSeed}:${nonce}:${cursor}`).digest();
}

/** The deterministic Rng of one round: blocks 0, 1, 2... are generated as the game asks for more. */
export function createFairRng(serverSeed: string, clientSeed: string, nonce: number): Rng {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('Nonce must be a non-negative integer');
  if (clientSeed.length === 0) throw new RangeError('Client seed must not be empty');
  const key = seedBytes(serverSeed);
  let cursor = 0;
  return createRng(
    new BlockWordSource(() =>
      createHmac('sha256', key).update(`${clientSeed}:${nonce}:${cursor++}`).digest(),
    ),
  );
}
