import { generateServerSeed, hashServerSeed, createFairRng } from './seeds';
import type { Rng } from './rng';

/** What a player may see of the active seed pair before playing. */
export interface PublicSeedState {
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

export interface RevealedSeed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Rounds played with this pair use nonces 0 .. roundsPlayed - 1. */
  roundsPlayed: number;
}

export interface SeedSessionState {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/**
 * One player's seed pair. Pure state transitions so the later server can persist the state as it likes;
 * the only side effect is drawing a fresh server seed on rotation.
 */
export function openSeedSession(clientSeed: string, serverSeed = generateServerSeed()): SeedSessionState {
  return { serverSeed, clientSeed, nonce: 0 };
}

export function publicSeedState(state: SeedSessionState): PublicSeedState {
  return {
    serverSeedHash: hashServerSeed(state.serverSeed),
    clientSeed: state.clientSeed,
    nextNonce: state.nonce,
  };
}

/** Takes the next nonce: returns the round's Rng and the advanced state. */
export function nextRound(state: SeedSessionState): { rng: Rng; nonce: number; state: SeedSessionState } {
  const nonce = state.nonce;
  return {
    rng: createFairRng(state.serverSeed, state.clientSeed, nonce),
    nonce,
    state: { ...state, nonce: nonce + 1 },
  };
}

/** Retires the pair: reveals the old server seed and starts a new one (nonce back to 0). */
export function rotateSeed(
  state: SeedSessionState,
  newClientSeed = state.clientSeed,
  newServerSeed = generateServerSeed(),
): { revealed: RevealedSeed; state: SeedSessionState } {
  return {
    revealed: {
      serverSeed: state.serverSeed,
      serverSeedHash: hashServerSeed(state.serverSeed),
      clientSeed: state.clientSeed,
      roundsPlayed: state.nonce,
    },
    state: openSeedSession(newClientSeed, newServerSeed),
  };
}
