import type { Queryable } from '../../db/types';

export interface GameProviderOrigins {
  /** Where the providers' launch pages live: the site frames them. */
  frames: string[];
  /** Where provider logos and game art come from. */
  images: string[];
}

function originsOf(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const { origin, protocol } = new URL(url);
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
    } catch {
      // A relative or malformed URL names no other origin.
    }
  }
  return [...origins].sort();
}

/** The other origins the catalogue's providers serve the site from (its content security policy). */
export async function gameProviderOrigins(db: Queryable): Promise<GameProviderOrigins> {
  const launch = await db.query<{ url: string }>('SELECT DISTINCT launch_url AS url FROM game_providers');
  const art = await db.query<{ url: string }>(
    `SELECT logo_url AS url FROM game_providers WHERE logo_url IS NOT NULL
      UNION SELECT image_url FROM games WHERE image_url IS NOT NULL`,
  );
  return {
    frames: originsOf(launch.rows.map((r) => r.url)),
    images: originsOf(art.rows.map((r) => r.url)),
  };
}
