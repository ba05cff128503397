import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyFavicon, useSiteLook } from './site-look';

const BRAND_COLORS = {
  brand: '#d4a72c',
  accent: '#c0392b',
  background: '#07142f',
  surface: '#0f2452',
  text: '#f4ecd6',
};
const iconHref = () => document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href;

afterEach(() => {
  document.head.querySelectorAll('link[rel="icon"]').forEach((link) => link.remove());
  localStorage.clear();
});

describe('applyFavicon', () => {
  it("replaces the build's brand icon with staff's, a site path made absolute", () => {
    const link = document.createElement('link');
    link.rel = 'icon';
    link.href = 'data:image/svg+xml,%3Csvg%2F%3E';
    document.head.appendChild(link);
    expect(applyFavicon('/uploads/icon.png')).toBe(true);
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
    expect(iconHref()).toBe(new URL('/uploads/icon.png', document.baseURI).href);
  });

  it('adds the icon link when the page has none', () => {
    expect(applyFavicon('https://cdn.example/brand.ico')).toBe(true);
    expect(iconHref()).toBe('https://cdn.example/brand.ico');
  });

  it('leaves the icon alone for a value that is no URL', () => {
    expect(applyFavicon('http://')).toBe(false);
    expect(iconHref()).toBeUndefined();
  });
});

describe('useSiteLook', () => {
  it('applies and caches template_color, and sets fav_icon once global config has them', () => {
    const { rerender } = renderHook(({ config }) => useSiteLook(config, BRAND_COLORS), {
      initialProps: { config: undefined as { template_color: string; fav_icon: string | null } | undefined },
    });
    expect(iconHref()).toBeUndefined();
    rerender({ config: { template_color: '#0f9d58', fav_icon: 'https://cdn.example/brand.ico' } });
    expect(iconHref()).toBe('https://cdn.example/brand.ico');
    expect(localStorage.getItem('casino.template_color')).toBe('#0f9d58');
  });

  it('keeps the brand icon while staff set none', () => {
    renderHook(() => useSiteLook({ template_color: '#0f9d58', fav_icon: null }, BRAND_COLORS));
    expect(iconHref()).toBeUndefined();
  });
});
