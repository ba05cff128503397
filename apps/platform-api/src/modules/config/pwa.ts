import type { BrandConfig, PwaConfig } from '@casino/contracts';
import type { Queryable } from '../../db/types';

/** Where the platform serves the phone shell (casino-mobile), on the site's own origin. */
export const MOBILE_BASE = '/m/';

/** A home screen's label: the name when it fits in 12 characters, else its first word cut to 12. */
export function pwaShortName(name: string): string {
  if (name.length <= 12) return name;
  return (name.split(/\s+/)[0] || name).slice(0, 12);
}

/**
 * The brand's installable phone shell: named as the site (the default language's site name, else the
 * brand's), in the brand's background colour, with the icons the shell's build draws from its logo.
 */
export async function readPwaConfig(db: Queryable, brand: BrandConfig): Promise<PwaConfig> {
  const { rows } = await db.query<{ site_name: string | null }>(
    `SELECT s.site_name FROM system_configs s JOIN languages l ON l.id = s.language_id
      WHERE l.is_default LIMIT 1`,
  );
  const name = rows[0]?.site_name?.trim() || brand.name;
  return {
    name,
    short_name: pwaShortName(name),
    start_url: MOBILE_BASE,
    scope: MOBILE_BASE,
    display: 'standalone',
    theme_color: brand.colors.background,
    background_color: brand.colors.background,
    icons: [
      { src: `${MOBILE_BASE}icons/icon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      {
        src: `${MOBILE_BASE}icons/icon-maskable.svg`,
        sizes: 'any',
        type: 'image/svg+xml',
        purpose: 'maskable',
      },
    ],
  };
}
