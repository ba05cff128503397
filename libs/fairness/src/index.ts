export type { Rng, WordSource } from './rng';
export { BlockWordSource, createRng, rejectionLimit, uniformFloat, uniformInt } from './rng';
export {
  SERVER_SEED_BYTES,
  createFairRng,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  outcomeBlock,
} from './seeds';
export type { PublicSeedState, RevealedSeed, SeedSessionState } from './seed-session';
export { nextRound, openSeedSession, publicSeedState, rotateSeed } from './seed-session';
export { createCryptoRng } from './csprng';
