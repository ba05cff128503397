import type { GameTagCode } from '@casino/contracts';
import { GAME_CATEGORY_CODES, REFERENCE_GAMES, REFERENCE_PROVIDERS } from '@casino/contracts';
import type { Queryable } from '../types';

/** English names of the categories and tags; the web localizes by code. */
const CATEGORY_NAMES: Record<(typeof GAME_CATEGORY_CODES)[number], string> = {
  slots: 'Slots',
  'live-casino': 'Live Casino',
  fishing: 'Fishing',
  crash: 'Crash',
  sport: 'Sport',
  virtual: 'Virtual',
  table: 'Table',
  lotto: 'Lotto',
  megaways: 'Megaways',
  jackpots: 'Jackpots',
  tournaments: 'Tournaments',
};

/** Lobby tab order: the first 8 are what the site shows (limit 8, by order_no). */
const TAG_ORDER: readonly GameTagCode[] = [
  'all',
  'played-history',
  'demo',
  'popular',
  'new',
  'megaways',
  'table-games',
  'jackpots',
  'cash-drop',
  'christmas-games',
];
const TAG_NAMES: Record<GameTagCode, string> = {
  all: 'All',
  'cash-drop': 'Cash Drop',
  'christmas-games': 'Christmas Games',
  demo: 'Demo',
  'played-history': 'Played History',
  jackpots: 'Jackpots',
  megaways: 'Megaways',
  new: 'New',
  popular: 'Popular',
  'table-games': 'Table Games',
};

const rowsParam = (rows: object[]) => [JSON.stringify(rows)];

export interface GameSeedOptions {
  /** Base URL of the reference game provider (GAME_PROVIDER_URL, default http://localhost:3100). */
  providerUrl?: string;
  /** PEM of the provider's wallet key (GAME_PROVIDER_PUBLIC_KEY); kept as is when absent. */
  providerPublicKey?: string;
  /** Grow the catalogue to this many games for benchmarks (SEED_GAMES). */
  totalGames?: number;
}

export function gameSeedOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): GameSeedOptions {
  const total = Number(env['SEED_GAMES'] ?? '0');
  return {
    providerUrl: env['GAME_PROVIDER_URL'],
    providerPublicKey: env['GAME_PROVIDER_PUBLIC_KEY'],
    totalGames: Number.isInteger(total) && total > 0 ? total : undefined,
  };
}

/**
 * Categories, tags, the reference provider's brands (REFERENCE_PROVIDERS, each with its logo) and every
 * reference title (REFERENCE_GAMES: provider, category, tags, tile art); upserts by code.
 */
export async function seedGames(tx: Queryable, options: GameSeedOptions = gameSeedOptionsFromEnv()) {
  const providerUrl = (options.providerUrl ?? 'http://localhost:3100').replace(/\/$/, '');
  await tx.query(
    `INSERT INTO game_categories (code, name, order_no)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(code text, name text, order_no int)
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, order_no = EXCLUDED.order_no`,
    rowsParam(GAME_CATEGORY_CODES.map((code, i) => ({ code, name: CATEGORY_NAMES[code], order_no: i + 1 }))),
  );
  await tx.query(
    `INSERT INTO game_tags (code, name, order_no)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(code text, name text, order_no int)
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, order_no = EXCLUDED.order_no`,
    rowsParam(TAG_ORDER.map((code, i) => ({ code, name: TAG_NAMES[code], order_no: i + 1 }))),
  );
  await tx.query(
    `INSERT INTO game_providers (code, name, logo_url, use_iframe, is_freespin, launch_url, order_no)
     SELECT x.code, x.name, x.logo_url, x.use_iframe, x.is_freespin, x.launch_url, x.order_no
       FROM jsonb_to_recordset($1::jsonb) AS x(code text, name text, logo_url text, use_iframe boolean,
         is_freespin boolean, launch_url text, order_no int)
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, logo_url = EXCLUDED.logo_url,
       use_iframe = EXCLUDED.use_iframe, is_freespin = EXCLUDED.is_freespin, launch_url = EXCLUDED.launch_url`,
    rowsParam(
      REFERENCE_PROVIDERS.map((p, i) => ({
        ...p,
        logo_url: `${providerUrl}/assets/providers/${p.code}.svg`,
        launch_url: `${providerUrl}/launch`,
        order_no: i + 1,
      })),
    ),
  );
  if (options.providerPublicKey) {
    await tx.query(`UPDATE game_providers SET wallet_public_key = $1 WHERE code = ANY($2::text[])`, [
      options.providerPublicKey,
      REFERENCE_PROVIDERS.map((p) => p.code),
    ]);
  }
  const games = REFERENCE_GAMES.map((g, i) => ({
    code: g.code,
    name: g.name,
    provider: g.provider,
    category: g.category,
    tags: g.tags,
    is_demo: g.is_demo,
    image_url: `${providerUrl}/assets/games/${g.code}.svg`,
    order_no: i + 1,
  }));
  await upsertGames(tx, games);
  if (options.totalGames && options.totalGames > games.length) {
    await upsertGames(tx, benchGames(options.totalGames - games.length, games.length, providerUrl));
  }
}

interface GameSeedRow {
  code: string;
  name: string;
  provider: string;
  category: string;
  tags: readonly string[];
  is_demo: boolean;
  image_url: string | null;
  order_no: number;
}

async function upsertGames(tx: Queryable, games: GameSeedRow[]) {
  await tx.query(
    `INSERT INTO games (provider_id, game_category_id, code, name, image_url, is_demo, order_no)
     SELECT p.id, c.id, x.code, x.name, x.image_url, x.is_demo, x.order_no
       FROM jsonb_to_recordset($1::jsonb) AS x(code text, name text, provider text, category text,
         image_url text, is_demo boolean, order_no int)
       JOIN game_providers p ON p.code = x.provider
       JOIN game_categories c ON c.code = x.category
     ON CONFLICT (provider_id, code) DO UPDATE SET name = EXCLUDED.name, image_url = EXCLUDED.image_url,
       is_demo = EXCLUDED.is_demo, game_category_id = EXCLUDED.game_category_id, order_no = EXCLUDED.order_no`,
    rowsParam(games),
  );
  const links = games.flatMap((g) => g.tags.map((tag) => ({ code: g.code, provider: g.provider, tag })));
  await tx.query(
    `INSERT INTO game_tag_links (game_id, tag_id)
     SELECT g.id, t.id FROM jsonb_to_recordset($1::jsonb) AS x(code text, provider text, tag text)
       JOIN game_providers p ON p.code = x.provider
       JOIN games g ON g.provider_id = p.id AND g.code = x.code
       JOIN game_tags t ON t.code = x.tag
     ON CONFLICT DO NOTHING`,
    rowsParam(links),
  );
}

const WORDS = ['Dragon', 'Lotus', 'Golden', 'Tiger', 'Moon', 'Pearl', 'Thunder', 'Jungle', 'Star', 'Koi'];
const NOUNS = ['Riches', 'Quest', 'Palace', 'Spins', 'Treasure', 'Legends', 'Fever', 'Bonanza'];

/**
 * Extra catalogue entries for benchmarks: each plays one of the reference titles (the code keeps the
 * title's code as a prefix, `jade-fortune~12`, which the provider launches and draws as that title),
 * spread over every provider; every fifth has no image, to exercise the placeholder.
 */
function benchGames(count: number, offset: number, providerUrl: string): GameSeedRow[] {
  return Array.from({ length: count }, (_, i) => {
    const base = REFERENCE_GAMES[i % REFERENCE_GAMES.length] ?? REFERENCE_GAMES[0];
    if (!base) throw new Error('no reference games');
    const n = i + 1;
    return {
      code: `${base.code}~${n}`,
      name: `${WORDS[n % WORDS.length]} ${NOUNS[Math.floor(n / WORDS.length) % NOUNS.length]} ${n}`,
      provider: base.provider,
      category: base.category,
      tags: n % 3 === 0 ? ['popular'] : [],
      is_demo: base.is_demo,
      image_url: n % 5 === 0 ? null : `${providerUrl}/assets/games/${base.code}.svg`,
      order_no: offset + n,
    };
  });
}
