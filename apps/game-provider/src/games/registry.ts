import type { GameEngine } from './types';
import { videoSlot } from './video-slot/engine';
import { megaways } from './megaways/engine';
import { crash } from './crash/engine';
import { roulette } from './roulette/engine';
import { baccarat } from './baccarat/engine';
import { keno } from './keno/engine';
import { fishing } from './fishing/engine';

export const GAME_ENGINES: readonly GameEngine[] = [
  videoSlot,
  megaways,
  crash,
  roulette,
  baccarat,
  keno,
  fishing,
];

export function findEngine(gameId: string): GameEngine | undefined {
  return GAME_ENGINES.find((engine) => engine.id === gameId);
}
