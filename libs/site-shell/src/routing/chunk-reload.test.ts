import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadForChunkError,
  reloadIfServerAnswers,
} from './chunk-reload';

function environment(start: number) {
  const values = new Map<string, string>();
  let now = start;
  const reload = vi.fn();
  return {
    env: {
      storage: {
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => void values.set(key, value),
      },
      reload,
      now: () => now,
    },
    reload,
    values,
    advance: (ms: number) => (now += ms),
  };
}

describe('chunk-load recovery', () => {
  it('recognises the browsers’ failed dynamic import errors, not other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, then not again within 60 s, then again after', () => {
    const browser = environment(1_000_000);

    expect(reloadForChunkError(browser.env)).toBe(true);
    expect(browser.values.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    browser.advance(59_999);
    expect(reloadForChunkError(browser.env)).toBe(false);
    browser.advance(1);
    expect(reloadForChunkError(browser.env)).toBe(true);

    expect(browser.reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload into the browser's error page while the server is away", async () => {
    const reload = vi.fn();
    expect(await reloadIfServerAnswers(reload, () => Promise.reject(new TypeError('Failed to fetch')))).toBe(
      false,
    );
    expect(await reloadIfServerAnswers(reload, async () => ({ ok: false }))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(await reloadIfServerAnswers(reload, async () => ({ ok: true }))).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
