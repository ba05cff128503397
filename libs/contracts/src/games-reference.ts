import type { GameCategoryCode, GameTagCode } from './games';

/**
 * The games of the reference game provider (apps/game-provider) as the platform lists them: two
 * providers served by the same app, one opened in an iframe and one in a new tab. The game-provider's
 * tests check that this list and its engine catalogue agree.
 */
export interface ReferenceProvider {
  code: string;
  name: string;
  use_iframe: boolean;
  is_freespin: boolean;
}

export interface ReferenceGame {
  code: string;
  name: string;
  provider: string;
  category: GameCategoryCode;
  tags: readonly GameTagCode[];
  is_demo: boolean;
}

export const REFERENCE_PROVIDERS: readonly ReferenceProvider[] = [
  { code: 'jade-studio', name: 'Jade Studio', use_iframe: true, is_freespin: true },
  { code: 'royal-tables', name: 'Royal Tables', use_iframe: false, is_freespin: false },
];

export const REFERENCE_GAMES: readonly ReferenceGame[] = [
  {
    code: 'jade-fortune',
    name: 'Jade Fortune',
    provider: 'jade-studio',
    category: 'slots',
    tags: ['popular'],
    is_demo: true,
  },
  {
    code: 'temple-ways',
    name: 'Temple Ways',
    provider: 'jade-studio',
    category: 'megaways',
    tags: ['megaways', 'new'],
    is_demo: true,
  },
  {
    code: 'ocean-hunter',
    name: 'Ocean Hunter',
    provider: 'jade-studio',
    category: 'fishing',
    tags: ['new'],
    is_demo: true,
  },
  {
    code: 'lucky-keno',
    name: 'Lucky Keno',
    provider: 'jade-studio',
    category: 'lotto',
    tags: [],
    is_demo: true,
  },
  {
    code: 'rocket-crash',
    name: 'Rocket',
    provider: 'royal-tables',
    category: 'crash',
    tags: ['popular', 'new'],
    is_demo: true,
  },
  {
    code: 'european-roulette',
    name: 'European Roulette',
    provider: 'royal-tables',
    category: 'table',
    tags: ['table-games', 'popular'],
    is_demo: true,
  },
  {
    code: 'punto-banco',
    name: 'Punto Banco Baccarat',
    provider: 'royal-tables',
    category: 'table',
    tags: ['table-games'],
    is_demo: false,
  },
];
