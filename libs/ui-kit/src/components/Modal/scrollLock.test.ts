import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockScroll } from './scrollLock';

const root = document.documentElement;

afterEach(() => {
  vi.restoreAllMocks();
  root.removeAttribute('style');
});

describe('lockScroll', () => {
  it('keeps the scrollbar gutter where the page had a scrollbar, so nothing shifts sideways', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1366);
    vi.spyOn(root, 'clientWidth', 'get').mockReturnValue(1351);
    const unlock = lockScroll();
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.scrollbarGutter).toBe('stable');
    unlock();
    expect(root.style.overflow).toBe('');
    expect(root.style.scrollbarGutter).toBe('');
  });

  it('adds no gutter to a page without a scrollbar', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    vi.spyOn(root, 'clientWidth', 'get').mockReturnValue(390);
    const unlock = lockScroll();
    expect(root.style.scrollbarGutter).toBe('');
    unlock();
  });

  it('releases only when the last of stacked locks is released, once per lock', () => {
    root.style.overflow = 'auto';
    const first = lockScroll();
    const second = lockScroll();
    first();
    first();
    expect(root.style.overflow).toBe('hidden');
    second();
    expect(root.style.overflow).toBe('auto');
  });
});
