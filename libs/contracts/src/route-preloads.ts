import { z } from 'zod';

/**
 * Beside a shell's index.html, its build writes the lazy code each named route's first render imports,
 * so that the API can hint it on that route's page (and only there) and the browser fetches it during
 * the first load instead of a round trip after it.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const siteUrl = z.string().startsWith('/');

/** One route's hints: module scripts (modulepreload) and stylesheets (preload as style). */
export const RoutePreloads = z.object({ scripts: z.array(siteUrl), styles: z.array(siteUrl) });
export type RoutePreloads = z.infer<typeof RoutePreloads>;

/** The file: route name (`home`) → its hints. */
export const RoutePreloadsFile = z.record(z.string(), RoutePreloads);
export type RoutePreloadsFile = z.infer<typeof RoutePreloadsFile>;
