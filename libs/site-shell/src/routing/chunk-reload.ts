/** Spec section 8: a failed chunk load reloads the page, at most once per minute (no reload loop). */
export const CHUNK_RELOAD_KEY = 'casino.chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** Whether an error is a failed dynamic import (a deploy replaced the chunks, or the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch dynamically|Unable to preload CSS|ChunkLoadError/i.test(
    `${error.name} ${error.message}`,
  );
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

/**
 * Reloads only when the server answers: a chunk that failed because the server is away (an API restart,
 * the site and API being one process) is no new deploy, and a reload would swap the open page for the
 * browser's "site can't be reached" page. The page stays, and its live updates come back with the server.
 */
export async function reloadIfServerAnswers(
  reload: () => void,
  fetchPage: () => Promise<Pick<Response, 'ok'>> = () =>
    fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }),
): Promise<boolean> {
  try {
    if (!(await fetchPage()).ok) return false;
  } catch {
    return false;
  }
  reload();
  return true;
}

const browser = (): ReloadEnvironment => ({
  storage: window.sessionStorage,
  reload: () => void reloadIfServerAnswers(() => window.location.reload()),
  now: () => Date.now(),
});

/** Reloads unless it already did in the last 60 s; returns whether it reloaded. */
export function reloadForChunkError(env: ReloadEnvironment = browser()): boolean {
  const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  const now = env.now();
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  env.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  env.reload();
  return true;
}

/** Vite reports a failed preload of a lazy route's chunk or CSS with this event; reload instead of failing. */
export function listenForPreloadErrors(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadForChunkError()) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
