/**
 * The reference game provider's engine room: provably fair randomness, the games and their theory, and
 * the Hub88 request signature. Pure code with no I/O; the HTTP server and game pages build on it.
 */
export type { Rng, WordSource } from '@casino/fairness';
export { createRng, rejectionLimit, uniformFloat, uniformInt } from '@casino/fairness';
export { createCryptoRng } from '@casino/fairness';
export {
  createFairRng,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  outcomeBlock,
  SERVER_SEED_BYTES,
} from '@casino/fairness';
export type { PublicSeedState, RevealedSeed, SeedSessionState } from '@casino/fairness';
export { nextRound, openSeedSession, publicSeedState, rotateSeed } from '@casino/fairness';
export type { VerifiedRound } from './fairness/verify';
export { verifyRound } from './fairness/verify';

export type { GameEngine, RoundOutcome } from './games/types';
export { findEngine, GAME_ENGINES } from './games/registry';
export type { CatalogueEntry, GameCategory, Volatility } from './games/catalogue';
export { CATALOGUE, theoreticalRtp } from './games/catalogue';
export type { Scenario, SimulationStats } from './games/simulation';
export { SCENARIOS, simulate } from './games/simulation';
export type { VideoSlotOutcome } from './games/video-slot/engine';
export type { MegawaysOutcome } from './games/megaways/engine';
export type { CrashOutcome } from './games/crash/engine';
export type { RouletteOutcome } from './games/roulette/engine';
export type { BaccaratOutcome } from './games/baccarat/engine';
export type { KenoOutcome } from './games/keno/engine';
export type { FishingOutcome } from './games/fishing/engine';

export { sign, verify } from './hub88/signature';
