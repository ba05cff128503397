import { FISH } from './fishing/engine';

/** The background scene of a title's art and the motif drawn on it (server/art.ts draws both). */
export type Scene =
  | 'mountains'
  | 'waves'
  | 'stars'
  | 'city'
  | 'desert'
  | 'jungle'
  | 'temple'
  | 'snow'
  | 'felt'
  | 'sky'
  | 'reef'
  | 'carnival';
export type Motif =
  | 'dragon'
  | 'lotus'
  | 'koi'
  | 'coin'
  | 'gem'
  | 'crown'
  | 'pyramid'
  | 'sun'
  | 'cat'
  | 'panda'
  | 'tree'
  | 'sword'
  | 'bolt'
  | 'cherry'
  | 'ship'
  | 'snowflake'
  | 'tiger'
  | 'horns'
  | 'planet'
  | 'mask'
  | 'rocket'
  | 'plane'
  | 'balloon'
  | 'comet'
  | 'car'
  | 'wheel'
  | 'cards'
  | 'balls'
  | 'fish'
  | 'shell'
  | 'lantern'
  | 'tentacle';

/**
 * A title's look: the scene and motif of its art, its two hues (background and accent) used by the art and
 * the game page, the glyphs of its premium symbols (slots: scatter and four premiums; megaways: four
 * premiums; other games: one emblem) and, for fishing, the ten targets' names from smallest to boss.
 */
export interface Theme {
  scene: Scene;
  motif: Motif;
  hue: number;
  accentHue: number;
  symbols: readonly string[];
  creatures?: readonly string[];
}

const theme = (
  scene: Scene,
  motif: Motif,
  hue: number,
  accentHue: number,
  symbols: readonly string[],
  creatures?: readonly string[],
): Theme => ({ scene, motif, hue, accentHue, symbols, ...(creatures ? { creatures } : {}) });

export const THEMES: Readonly<Record<string, Theme>> = {
  'jade-fortune': theme('mountains', 'dragon', 150, 45, ['★', '♛', '龍', '◆', '◇']),
  'temple-ways': theme('temple', 'tiger', 30, 50, ['龍', '虎', '鳳', '鯉']),
  'ocean-hunter': theme(
    'reef',
    'fish',
    200,
    30,
    ['🐟'],
    FISH.map((f) => f.id),
  ),
  'lucky-keno': theme('carnival', 'balls', 280, 50, ['🍀']),
  'rocket-crash': theme('stars', 'rocket', 230, 20, ['🚀']),
  'european-roulette': theme('felt', 'wheel', 140, 0, ['🎡']),
  'punto-banco': theme('felt', 'cards', 350, 45, ['🂡']),
  'golden-lotus': theme('temple', 'lotus', 330, 45, ['🪷', '🏮', '🐉', '💰', '🎋']),
  'dragon-pearl': theme('waves', 'dragon', 190, 330, ['⚪', '🐉', '🔱', '🐚', '🌊']),
  'koi-garden': theme('waves', 'koi', 170, 20, ['🌸', '🐟', '🪷', '🍵', '🎐']),
  'emperors-gold': theme('temple', 'crown', 40, 0, ['👑', '🏯', '🐉', '💰', '🧧']),
  'bamboo-panda': theme('jungle', 'panda', 110, 350, ['🎍', '🐼', '🍑', '🏮', '🥟']),
  'lucky-cat': theme('city', 'cat', 0, 50, ['🧧', '🐱', '💰', '🎐', '🍡']),
  'mystic-forest': theme('jungle', 'tree', 130, 280, ['🍄', '🦉', '🧚', '🌙', '🍃']),
  'samurai-blade': theme('mountains', 'sword', 0, 200, ['⛩️', '⚔️', '👺', '🌸', '🏯']),
  'neon-nights': theme('city', 'gem', 290, 180, ['💿', '🎧', '💎', '🕶️', '🎷']),
  'cyber-fruits': theme('city', 'cherry', 260, 90, ['⚡', '🍒', '🍋', '🍇', '🍉']),
  'pharaohs-sands': theme('desert', 'pyramid', 35, 200, ['👁️', '🐍', '🪲', '🏺', '☥']),
  'viking-thunder': theme('snow', 'bolt', 215, 40, ['⚡', '🪓', '🛡️', '🐺', '🍺']),
  'aztec-sun': theme('jungle', 'sun', 20, 160, ['☀️', '🐆', '🗿', '🦜', '🌽']),
  'wild-safari': theme('desert', 'horns', 45, 120, ['🌅', '🦁', '🐘', '🦒', '🦓']),
  'candy-carnival': theme('carnival', 'cherry', 320, 190, ['🍭', '🍬', '🧁', '🍩', '🍫']),
  'pirate-cove': theme('waves', 'ship', 205, 45, ['🗺️', '🏴‍☠️', '🦜', '💰', '⚓']),
  'frost-queen': theme('snow', 'snowflake', 200, 280, ['❄️', '👸', '🦌', '💎', '⛄']),
  'cherry-bomb': theme('carnival', 'cherry', 350, 60, ['💣', '🍒', '🔔', '⭐', '🍀']),
  'tiger-megaways': theme('jungle', 'tiger', 25, 60, ['🐯', '🐉', '💰', '🏮']),
  'dragon-gate-ways': theme('temple', 'dragon', 355, 50, ['🐉', '⛩️', '🐟', '🏮']),
  'olympus-ways': theme('sky', 'bolt', 220, 50, ['⚡', '🔱', '🦅', '🏛️']),
  'gem-mine-ways': theme('mountains', 'gem', 265, 170, ['💎', '💍', '⛏️', '🪙']),
  'buffalo-ways': theme('desert', 'horns', 25, 35, ['🦬', '🦅', '🐺', '🌵']),
  'galaxy-ways': theme('stars', 'planet', 250, 300, ['🪐', '🌌', '👽', '🛸']),
  'carnival-ways': theme('carnival', 'mask', 300, 45, ['🎭', '🎺', '💃', '🎉']),
  'jet-runner': theme('sky', 'plane', 205, 25, ['✈️']),
  'balloon-pop': theme('sky', 'balloon', 190, 350, ['🎈']),
  'comet-dash': theme('stars', 'comet', 245, 190, ['☄️']),
  'moon-miner': theme('stars', 'planet', 230, 50, ['⛏️']),
  'turbo-racer': theme('city', 'car', 10, 55, ['🏎️']),
  'sky-pilot': theme('sky', 'plane', 30, 210, ['🛩️']),
  'french-roulette': theme('felt', 'wheel', 220, 45, ['⚜️']),
  'vip-roulette': theme('felt', 'crown', 270, 45, ['💎']),
  'neon-roulette': theme('city', 'wheel', 300, 170, ['🎰']),
  'lotus-roulette-live': theme('temple', 'wheel', 340, 150, ['🪷']),
  'salon-roulette-live': theme('felt', 'wheel', 25, 45, ['🥂']),
  'auto-roulette-live': theme('felt', 'wheel', 180, 10, ['⚙️']),
  'macau-baccarat': theme('city', 'cards', 0, 45, ['🀄']),
  'golden-baccarat': theme('felt', 'coin', 45, 0, ['🪙']),
  'high-roller-baccarat': theme('felt', 'crown', 255, 45, ['👑']),
  'lotus-baccarat-live': theme('temple', 'lotus', 160, 330, ['🪷']),
  'imperial-baccarat-live': theme('temple', 'crown', 5, 45, ['🏯']),
  'speed-baccarat-live': theme('felt', 'cards', 195, 15, ['⏱️']),
  'silk-road-baccarat': theme('desert', 'lantern', 30, 280, ['🐫']),
  'quick-keno': theme('city', 'balls', 200, 100, ['⚡']),
  'cosmic-keno': theme('stars', 'balls', 265, 50, ['🌠']),
  'lantern-keno': theme('temple', 'lantern', 0, 45, ['🏮']),
  'keno-fiesta': theme('carnival', 'balls', 30, 300, ['🪅']),
  'turbo-keno': theme('sky', 'balls', 215, 20, ['🏁']),
  'dragon-king-fishing': theme(
    'reef',
    'dragon',
    190,
    45,
    ['🐲'],
    [
      'goldfish',
      'carp',
      'pufferfish',
      'lobster',
      'turtle',
      'manta',
      'swordfish',
      'shark',
      'giant-squid',
      'dragon-king',
    ],
  ),
  'mermaid-reef': theme(
    'reef',
    'shell',
    175,
    320,
    ['🧜'],
    [
      'seahorse',
      'angelfish',
      'starfish',
      'crab',
      'jellyfish',
      'moray-eel',
      'sea-turtle',
      'hammerhead',
      'orca',
      'mermaid-queen',
    ],
  ),
  'space-hunter': theme(
    'stars',
    'planet',
    260,
    120,
    ['👾'],
    [
      'meteor',
      'satellite',
      'drone',
      'ufo',
      'comet',
      'asteroid',
      'star-cruiser',
      'mothership',
      'black-hole',
      'star-dragon',
    ],
  ),
  'river-catch': theme(
    'jungle',
    'fish',
    140,
    35,
    ['🎣'],
    [
      'minnow',
      'perch',
      'trout',
      'catfish',
      'pike',
      'salmon',
      'sturgeon',
      'gar',
      'river-turtle',
      'golden-carp',
    ],
  ),
  'arctic-angler': theme(
    'snow',
    'fish',
    195,
    200,
    ['🐧'],
    [
      'krill',
      'cod',
      'herring',
      'penguin',
      'seal',
      'narwhal',
      'walrus',
      'beluga',
      'polar-bear',
      'ice-leviathan',
    ],
  ),
  'monster-deep': theme(
    'reef',
    'tentacle',
    235,
    140,
    ['🦑'],
    [
      'lanternfish',
      'viperfish',
      'anglerfish',
      'gulper-eel',
      'vampire-squid',
      'giant-isopod',
      'frilled-shark',
      'colossal-squid',
      'megalodon',
      'kraken',
    ],
  ),
};

export function themeOf(code: string): Theme {
  const found = THEMES[code];
  if (!found) throw new RangeError(`No theme for ${code}`);
  return found;
}
