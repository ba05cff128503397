import type { GameEngine } from './types';
import { buildEngine, CATALOGUE } from './catalogue';

/** One engine per title, keyed by the title's id (the game code the operator knows). */
export const GAME_ENGINES: readonly GameEngine[] = CATALOGUE.map(buildEngine);

const BY_ID = new Map(GAME_ENGINES.map((engine) => [engine.id, engine]));

export function findEngine(gameId: string): GameEngine | undefined {
  return BY_ID.get(gameId);
}
