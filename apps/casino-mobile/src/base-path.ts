/** Where the phone shell is served on the site's origin (Vite's `base`): `/m/`. */
export const BASE_PATH = import.meta.env.BASE_URL;

/** The router's basename: the base path without its trailing slash (`/m`). */
export const ROUTER_BASENAME = BASE_PATH.replace(/\/+$/, '');

/** A browser path as the router sees it: `/m/en/games` is `/en/games`; the bare `/m` is `/`. */
export function appPath(pathname: string, basename = ROUTER_BASENAME): string {
  if (!basename) return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}
