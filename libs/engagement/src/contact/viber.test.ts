import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallBackToStore, openStore, VIBER_FALLBACK_MS, VIBER_STORES, viberStore } from './viber';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('viberStore', () => {
  it.each([
    [
      'an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15',
      5,
      VIBER_STORES.ios,
    ],
    [
      'an iPad that says it is a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15',
      5,
      VIBER_STORES.ios,
    ],
    ['a Mac', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0, VIBER_STORES.desktop],
    [
      'an Android phone',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile',
      5,
      VIBER_STORES.android,
    ],
    ['Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0', 0, VIBER_STORES.desktop],
  ])('sends %s to its store', (_case, userAgent, maxTouchPoints, store) => {
    expect(viberStore({ userAgent, maxTouchPoints })).toBe(store);
  });
});

describe('fallBackToStore', () => {
  it('opens the store once after 3 s with the page in front; the returned function cancels it', () => {
    vi.useFakeTimers();
    const open = vi.fn();
    fallBackToStore('https://store.example', open);
    vi.advanceTimersByTime(VIBER_FALLBACK_MS - 1);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledWith('https://store.example');

    const cancelled = vi.fn();
    fallBackToStore('https://store.example', cancelled)();
    vi.advanceTimersByTime(VIBER_FALLBACK_MS * 2);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('does nothing when the page is left for the app', () => {
    vi.useFakeTimers();
    const open = vi.fn();
    fallBackToStore('https://store.example', open);
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(VIBER_FALLBACK_MS);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('openStore', () => {
  it('opens a new tab without a handle back to the site, or goes there when that is blocked', () => {
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    openStore(VIBER_STORES.desktop);
    expect(open).toHaveBeenCalledWith(VIBER_STORES.desktop, '_blank');
    expect(tab.opener).toBeNull();

    open.mockReturnValue(null);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ assign } as unknown as Location);
    openStore(VIBER_STORES.ios);
    expect(assign).toHaveBeenCalledWith(VIBER_STORES.ios);
  });
});
