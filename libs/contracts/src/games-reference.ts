import type { GameCategoryCode, GameTagCode } from './games';

/**
 * The games of the reference game provider (apps/game-provider) as the platform lists them: five provider
 * brands served by the same app, some opened in an iframe and one in a new tab. This is the one list of
 * titles: the provider builds its catalogue (engine, configuration, stake limits) from it and the
 * platform seed lists it. The game-provider's tests check that the two agree.
 */
export interface ReferenceProvider {
  code: string;
  name: string;
  use_iframe: boolean;
  is_freespin: boolean;
}

/** The provider's seven game engines. */
export const REFERENCE_ENGINES = [
  'video-slot',
  'megaways',
  'crash',
  'roulette',
  'baccarat',
  'keno',
  'fishing',
] as const;
export type ReferenceEngine = (typeof REFERENCE_ENGINES)[number];

export interface ReferenceGame {
  code: string;
  name: string;
  provider: string;
  category: GameCategoryCode;
  tags: readonly GameTagCode[];
  is_demo: boolean;
  /** The engine that plays it and the engine configuration (paylines, paytable, house edge…) it uses. */
  engine: ReferenceEngine;
  variant: string;
  /** Stake limits in minor units: minimum and maximum. */
  bet: readonly [number, number];
}

export const REFERENCE_PROVIDERS: readonly ReferenceProvider[] = [
  { code: 'jade-studio', name: 'Jade Studio', use_iframe: true, is_freespin: true },
  { code: 'royal-tables', name: 'Royal Tables', use_iframe: false, is_freespin: false },
  { code: 'neon-reels', name: 'Neon Reels', use_iframe: true, is_freespin: true },
  { code: 'lotus-live', name: 'Lotus Live', use_iframe: true, is_freespin: false },
  { code: 'starfall-arcade', name: 'Starfall Arcade', use_iframe: true, is_freespin: false },
];

const ENGINE_CATEGORY: Record<ReferenceEngine, GameCategoryCode> = {
  'video-slot': 'slots',
  megaways: 'megaways',
  crash: 'crash',
  roulette: 'table',
  baccarat: 'table',
  keno: 'lotto',
  fishing: 'fishing',
};

type Limits = readonly [number, number];
const SLOT_10: Limits = [10, 50_000];
const SLOT_20: Limits = [20, 100_000];
const SLOT_25: Limits = [25, 125_000];
const WAYS: Limits = [100, 50_000];
const TABLE: Limits = [10, 1_000_000];
const VIP: Limits = [10_000, 5_000_000];
const BACCARAT: Limits = [20, 1_000_000];
const KENO: Limits = [100, 100_000];
const FISH: Limits = [10, 100_000];

/** One title: code, name, provider, engine, configuration, limits, tags; `live` styles a table as live casino. */
function title(
  code: string,
  name: string,
  provider: string,
  engine: ReferenceEngine,
  variant: string,
  bet: Limits,
  tags: readonly GameTagCode[] = [],
  extra: { live?: boolean; demo?: boolean } = {},
): ReferenceGame {
  const category = extra.live ? 'live-casino' : ENGINE_CATEGORY[engine];
  return { code, name, provider, category, tags, is_demo: extra.demo ?? true, engine, variant, bet };
}

const live = { live: true, demo: false };

/**
 * Every title, in lobby order: the seven first titles come first (other features and their tests name
 * them), then the rest by engine.
 */
export const REFERENCE_GAMES: readonly ReferenceGame[] = [
  title('jade-fortune', 'Jade Fortune', 'jade-studio', 'video-slot', 'classic-20', SLOT_20, ['popular']),
  title('temple-ways', 'Temple Ways', 'jade-studio', 'megaways', 'classic', WAYS, ['megaways', 'new']),
  title('ocean-hunter', 'Ocean Hunter', 'jade-studio', 'fishing', 'rtp-965', FISH, ['new']),
  title('lucky-keno', 'Lucky Keno', 'jade-studio', 'keno', 'classic', KENO),
  title('rocket-crash', 'Rocket', 'royal-tables', 'crash', 'edge-1', TABLE, ['popular', 'new']),
  title('european-roulette', 'European Roulette', 'royal-tables', 'roulette', 'european', TABLE, [
    'table-games',
    'popular',
  ]),
  title(
    'punto-banco',
    'Punto Banco Baccarat',
    'royal-tables',
    'baccarat',
    'standard',
    BACCARAT,
    ['table-games'],
    {
      demo: false,
    },
  ),
  // Video slots
  title('golden-lotus', 'Golden Lotus', 'jade-studio', 'video-slot', 'wide-25', SLOT_25, ['popular']),
  title('dragon-pearl', 'Dragon Pearl', 'jade-studio', 'video-slot', 'rich-20', SLOT_20, ['jackpots']),
  title('koi-garden', 'Koi Garden', 'jade-studio', 'video-slot', 'steady-25', SLOT_25, ['new']),
  title('emperors-gold', "Emperor's Gold", 'jade-studio', 'video-slot', 'compact-10', SLOT_10, ['jackpots']),
  title('bamboo-panda', 'Bamboo Panda', 'jade-studio', 'video-slot', 'steady-25', SLOT_25),
  title('lucky-cat', 'Lucky Cat', 'jade-studio', 'video-slot', 'classic-20', SLOT_20, ['popular']),
  title('mystic-forest', 'Mystic Forest', 'jade-studio', 'video-slot', 'wide-25', SLOT_25),
  title('samurai-blade', 'Samurai Blade', 'jade-studio', 'video-slot', 'rich-20', SLOT_20, ['new']),
  title('neon-nights', 'Neon Nights', 'neon-reels', 'video-slot', 'classic-20', SLOT_20, ['popular', 'new']),
  title('cyber-fruits', 'Cyber Fruits', 'neon-reels', 'video-slot', 'compact-10', SLOT_10),
  title('pharaohs-sands', "Pharaoh's Sands", 'neon-reels', 'video-slot', 'rich-20', SLOT_20, ['jackpots']),
  title('viking-thunder', 'Viking Thunder', 'neon-reels', 'video-slot', 'wide-25', SLOT_25),
  title('aztec-sun', 'Aztec Sun', 'neon-reels', 'video-slot', 'rich-20', SLOT_20, ['jackpots', 'new']),
  title('wild-safari', 'Wild Safari', 'neon-reels', 'video-slot', 'steady-25', SLOT_25),
  title('candy-carnival', 'Candy Carnival', 'neon-reels', 'video-slot', 'compact-10', SLOT_10),
  title('pirate-cove', 'Pirate Cove', 'neon-reels', 'video-slot', 'wide-25', SLOT_25),
  title('frost-queen', 'Frost Queen', 'neon-reels', 'video-slot', 'classic-20', SLOT_20),
  title('cherry-bomb', 'Cherry Bomb', 'neon-reels', 'video-slot', 'compact-10', SLOT_10),
  // Megaways
  title('tiger-megaways', 'Tiger Megaways', 'jade-studio', 'megaways', 'high', WAYS, [
    'megaways',
    'jackpots',
  ]),
  title('dragon-gate-ways', 'Dragon Gate Ways', 'jade-studio', 'megaways', 'high', WAYS, ['megaways']),
  title('olympus-ways', 'Olympus Ways', 'neon-reels', 'megaways', 'high', WAYS, ['megaways', 'popular']),
  title('gem-mine-ways', 'Gem Mine Ways', 'neon-reels', 'megaways', 'low', WAYS, ['megaways']),
  title('buffalo-ways', 'Buffalo Ways', 'neon-reels', 'megaways', 'classic', WAYS, ['megaways', 'jackpots']),
  title('galaxy-ways', 'Galaxy Ways', 'neon-reels', 'megaways', 'low', WAYS, ['megaways', 'new']),
  title('carnival-ways', 'Carnival Ways', 'neon-reels', 'megaways', 'classic', WAYS, ['megaways']),
  // Crash
  title('jet-runner', 'Jet Runner', 'starfall-arcade', 'crash', 'edge-1', TABLE, ['new']),
  title('balloon-pop', 'Balloon Pop', 'starfall-arcade', 'crash', 'edge-2', TABLE, ['popular']),
  title('comet-dash', 'Comet Dash', 'starfall-arcade', 'crash', 'edge-3', TABLE),
  title('moon-miner', 'Moon Miner', 'starfall-arcade', 'crash', 'edge-1', TABLE),
  title('turbo-racer', 'Turbo Racer', 'starfall-arcade', 'crash', 'edge-3', TABLE),
  title('sky-pilot', 'Sky Pilot', 'royal-tables', 'crash', 'edge-2', TABLE),
  // Roulette
  title('french-roulette', 'French Roulette', 'royal-tables', 'roulette', 'french', TABLE, ['table-games']),
  title('vip-roulette', 'VIP Roulette', 'royal-tables', 'roulette', 'european', VIP, ['table-games']),
  title('neon-roulette', 'Neon Roulette', 'neon-reels', 'roulette', 'european', TABLE, ['table-games']),
  title('lotus-roulette-live', 'Lotus Roulette Live', 'lotus-live', 'roulette', 'european', TABLE, [
    'table-games',
    'new',
  ]),
  title(
    'salon-roulette-live',
    'Grand Salon Roulette Live',
    'lotus-live',
    'roulette',
    'french',
    VIP,
    ['table-games'],
    live,
  ),
  title(
    'auto-roulette-live',
    'Auto Roulette Live',
    'lotus-live',
    'roulette',
    'european',
    TABLE,
    ['table-games'],
    {
      live: true,
    },
  ),
  // Baccarat
  title('macau-baccarat', 'Macau Baccarat', 'royal-tables', 'baccarat', 'tie-9', BACCARAT, [
    'table-games',
    'popular',
  ]),
  title('golden-baccarat', 'Golden Baccarat', 'royal-tables', 'baccarat', 'low-commission', BACCARAT, [
    'table-games',
  ]),
  title('high-roller-baccarat', 'High Roller Baccarat', 'royal-tables', 'baccarat', 'standard', VIP, [
    'table-games',
  ]),
  title(
    'lotus-baccarat-live',
    'Lotus Baccarat Live',
    'lotus-live',
    'baccarat',
    'standard',
    BACCARAT,
    ['table-games', 'popular'],
    { live: true },
  ),
  title(
    'imperial-baccarat-live',
    'Imperial Baccarat Live',
    'lotus-live',
    'baccarat',
    'tie-9',
    VIP,
    ['table-games'],
    live,
  ),
  title(
    'speed-baccarat-live',
    'Speed Baccarat Live',
    'lotus-live',
    'baccarat',
    'low-commission',
    BACCARAT,
    ['table-games'],
    live,
  ),
  title('silk-road-baccarat', 'Silk Road Baccarat', 'lotus-live', 'baccarat', 'standard', BACCARAT, [
    'table-games',
  ]),
  // Keno
  title('quick-keno', 'Quick Keno', 'starfall-arcade', 'keno', 'quick', KENO, ['new']),
  title('cosmic-keno', 'Cosmic Keno', 'starfall-arcade', 'keno', 'classic', KENO, ['jackpots']),
  title('lantern-keno', 'Lantern Keno', 'jade-studio', 'keno', 'quick', KENO),
  title('keno-fiesta', 'Keno Fiesta', 'starfall-arcade', 'keno', 'classic', KENO, ['jackpots']),
  title('turbo-keno', 'Turbo Keno', 'starfall-arcade', 'keno', 'quick', KENO),
  // Fishing
  title('dragon-king-fishing', 'Dragon King Fishing', 'jade-studio', 'fishing', 'rtp-970', FISH, [
    'jackpots',
    'popular',
  ]),
  title('mermaid-reef', 'Mermaid Reef', 'jade-studio', 'fishing', 'rtp-960', FISH, ['jackpots']),
  title('space-hunter', 'Space Hunter', 'starfall-arcade', 'fishing', 'rtp-960', FISH, ['new']),
  title('river-catch', 'River Catch', 'starfall-arcade', 'fishing', 'rtp-965', FISH),
  title('arctic-angler', 'Arctic Angler', 'starfall-arcade', 'fishing', 'rtp-970', FISH),
  title('monster-deep', 'Monster Deep', 'starfall-arcade', 'fishing', 'rtp-965', FISH),
];
