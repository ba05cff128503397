import { randomBytes, randomUUID } from 'node:crypto';
import { hub88, isLanguageCode } from '@casino/contracts';
import type { LanguageCode } from '@casino/contracts';
import { generateClientSeed } from '@casino/fairness';
import type { RevealedSeed, SeedSessionState } from '@casino/fairness';
import { nextRound, openSeedSession, publicSeedState, rotateSeed } from '@casino/fairness';
import { findTitle } from '../games/catalogue';
import type { CatalogueEntry } from '../games/catalogue';
import { findEngine } from '../games/registry';
import type { GameEngine } from '../games/types';
import type { WalletClient } from '../wallet/client';

/** Fun money of a demo session, in minor units (1,000.00). */
export const DEMO_BALANCE = 100_000n;
const SCALES: Record<string, number> = { JPY: 0, KRW: 0, VND: 0, IDR: 2 };
const HISTORY = 50;

export interface PlayedRound {
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  bet: string;
  win: string;
  options: unknown;
  at: string;
  /** A free round: the operator's promotion paid the stake. */
  free?: true;
}

/** Free rounds the operator granted for this session's game (its /user/info `free_rounds`). */
export interface FreeRoundOffer {
  rewardUuid: string;
  /** The fixed stake of each round, minor units. */
  stake: bigint;
  roundsLeft: number;
  expiresAt: string;
}

export interface GameSession {
  id: string;
  mode: 'real' | 'demo';
  /** The game code as the operator knows it (bench catalogues append `~n` to the title's id). */
  gameCode: string;
  game: CatalogueEntry;
  engine: GameEngine;
  lang: LanguageCode;
  currency: string;
  scale: number;
  user?: string;
  token?: string;
  /** Last balance the platform reported (or the demo balance), minor units. */
  balance: bigint;
  seeds: SeedSessionState;
  revealed: RevealedSeed[];
  history: PlayedRound[];
  freeRounds: FreeRoundOffer[];
  touchedAt: number;
}

export class RoundError extends Error {
  constructor(
    readonly reason: 'bad_request' | 'insufficient' | 'wallet_unavailable' | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'RoundError';
  }
}

/** The title a game code plays: the code itself, or a bench code's part before `~`. */
export function titleIdOf(gameCode: string): string {
  return gameCode.split('~')[0] ?? gameCode;
}

export function openSession(input: {
  mode: 'real' | 'demo';
  gameCode: string;
  lang: string | undefined;
  currency?: string | undefined;
  user?: string | undefined;
  token?: string | undefined;
  balance?: bigint | undefined;
}): GameSession {
  const id = titleIdOf(input.gameCode);
  const engine = findEngine(id);
  const game = findTitle(id);
  if (!engine || !game) throw new RoundError('bad_request', `Unknown game ${input.gameCode}`);
  const currency = input.mode === 'demo' ? 'FUN' : (input.currency ?? 'THB');
  return {
    id: randomBytes(16).toString('base64url'),
    mode: input.mode,
    gameCode: input.gameCode,
    game,
    engine,
    lang: isLanguageCode(input.lang) ? input.lang : 'en',
    currency,
    scale: SCALES[currency] ?? 2,
    ...(input.user ? { user: input.user } : {}),
    ...(input.token ? { token: input.token } : {}),
    balance: input.mode === 'demo' ? DEMO_BALANCE : (input.balance ?? 0n),
    seeds: openSeedSession(generateClientSeed()),
    revealed: [],
    history: [],
    freeRounds: [],
    touchedAt: Date.now(),
  };
}

/** Turns the page's options into the engine's: roulette bets get their amount (the whole stake). */
export function engineOptions(gameId: string, options: unknown, stake: bigint): unknown {
  if (findTitle(gameId)?.engine !== 'roulette' || typeof options !== 'object' || options === null)
    return options;
  const bets = (options as { bets?: unknown }).bets;
  if (!Array.isArray(bets) || bets.length !== 1) return options;
  return { bets: [{ ...(bets[0] as object), amount: stake }] };
}

/** bigint → string, so an outcome can travel as JSON. */
export function jsonSafe(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
}

export function sessionView(session: GameSession) {
  return {
    mode: session.mode,
    game: session.game.id,
    gameName: session.game.name,
    engine: session.game.engine,
    theme: session.game.theme,
    ...(session.game.maxPicks ? { maxPicks: session.game.maxPicks } : {}),
    rtp: session.game.rtp,
    lang: session.lang,
    currency: session.currency,
    scale: session.scale,
    balance: session.balance.toString(),
    minBet: session.game.minBet.toString(),
    maxBet: session.game.maxBet.toString(),
    seeds: publicSeedState(session.seeds),
    revealed: session.revealed,
    history: session.history,
    freeRounds: session.freeRounds
      .filter((offer) => offer.roundsLeft > 0)
      .map((offer) => ({ ...offer, stake: offer.stake.toString() })),
  };
}

export function rotate(session: GameSession, clientSeed: string | undefined): RevealedSeed {
  const next = clientSeed?.trim() ? clientSeed.trim().slice(0, 64) : session.seeds.clientSeed;
  const { revealed, state } = rotateSeed(session.seeds, next);
  session.seeds = state;
  session.revealed = [revealed, ...session.revealed].slice(0, 10);
  return revealed;
}

/**
 * One round: the outcome comes from the committed seed pair; real money goes bet → win through the
 * operator's wallet (a doubtful bet is rolled back by the wallet client); demo money stays here. A free
 * round (`free`) is the same round, its bet and win sent as the operator's free bet.
 */
export async function playRound(
  session: GameSession,
  stake: bigint,
  rawOptions: unknown,
  wallet: WalletClient | undefined,
  free?: { rewardUuid: string },
) {
  if (stake < session.game.minBet || stake > session.game.maxBet) {
    throw new RoundError('bad_request', 'Stake outside the table limits');
  }
  const parsed = session.engine.optionsSchema.safeParse(engineOptions(session.engine.id, rawOptions, stake));
  if (!parsed.success) throw new RoundError('bad_request', 'Invalid game options');
  const { rng, nonce, state } = nextRound(session.seeds);
  let outcome;
  try {
    outcome = session.engine.play(rng, stake, parsed.data);
  } catch (error) {
    throw new RoundError('bad_request', (error as Error).message);
  }
  const seedsBefore = publicSeedState(session.seeds);
  if (session.mode === 'demo') {
    if (stake > session.balance) throw new RoundError('insufficient', 'Not enough fun money');
    session.balance += outcome.win - stake;
  } else {
    await settleReal(session, stake, outcome.win, wallet, free);
  }
  session.seeds = state;
  session.touchedAt = Date.now();
  const round: PlayedRound = {
    nonce,
    serverSeedHash: seedsBefore.serverSeedHash,
    clientSeed: seedsBefore.clientSeed,
    bet: stake.toString(),
    win: outcome.win.toString(),
    options: jsonSafe(parsed.data),
    at: new Date().toISOString(),
    ...(free ? { free: true as const } : {}),
  };
  session.history = [round, ...session.history].slice(0, HISTORY);
  return { round, outcome: jsonSafe(outcome), balance: session.balance.toString() };
}

async function settleReal(
  session: GameSession,
  stake: bigint,
  win: bigint,
  wallet: WalletClient | undefined,
  free: { rewardUuid: string } | undefined,
) {
  if (!wallet || !session.user || !session.token)
    throw new RoundError('wallet_unavailable', 'No wallet session');
  const common = {
    user: session.user,
    token: session.token,
    game_code: session.gameCode,
    currency: session.currency,
    ...(free ? { is_free: true, reward_uuid: free.rewardUuid } : {}),
  };
  const round = randomUUID();
  const betUuid = randomUUID();
  const placed = await wallet.bet({
    ...common,
    transaction_uuid: betUuid,
    round,
    round_closed: false,
    amount: hub88.minorToHub88(stake, session.scale),
    bet: session.game.id,
  });
  if (!placed) throw new RoundError('wallet_unavailable', 'The wallet did not confirm the bet');
  if (placed.status === 'RS_ERROR_NOT_ENOUGH_MONEY') {
    if (placed.balance !== undefined) session.balance = hub88.hub88ToMinor(placed.balance, session.scale);
    throw new RoundError('insufficient', 'Not enough money');
  }
  if (placed.status !== 'RS_OK' || placed.balance === undefined)
    throw new RoundError('refused', placed.status);
  const afterBet = hub88.hub88ToMinor(placed.balance, session.scale);
  const settled = await wallet.win({
    ...common,
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: betUuid,
    round,
    round_closed: true,
    amount: hub88.minorToHub88(win, session.scale),
  });
  // An unacknowledged win stays queued and will be paid; until then show the balance it will give.
  session.balance =
    settled?.status === 'RS_OK' && settled.balance !== undefined
      ? hub88.hub88ToMinor(settled.balance, session.scale)
      : afterBet + win;
}
