/**
 * The reference game provider's engine room: provably fair randomness, the games and their theory, and
 * the Hub88 request signature. Pure code with no I/O; the HTTP server and game pages build on it.
 */
export type { Rng, WordSource } from './fairness/rng';
export { createRng, rejectionLimit, uniformFloat, uniformInt } from './fairness/rng';
export { createCryptoRng } from './fairness/csprng';
export {
  createFairRng,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  outcomeBlock,
  SERVER_SEED_BYTES,
} from './fairness/seeds';
export type { PublicSeedState, RevealedSeed, SeedSessionState } from './fairness/seed-session';
export { nextRound, openSeedSession, publicSeedState, rotateSeed } from './fairness/seed-session';
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
