/**
 * Paths the server answers itself; everything else may fall back to the web shell. `/dev` holds the dev
 * tools' pages: without them it answers 404 rather than the shell.
 */
export const API_PREFIXES = ['/pbgapi', '/api', '/gapi', '/docs', '/healthz', '/dev'] as const;

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  return API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}
