import { afterEach, describe, expect, it, vi } from 'vitest';
import { onTrack, resetTracking, track } from './track';

afterEach(() => {
  resetTracking();
  delete window.dataLayer;
  vi.restoreAllMocks();
});

describe('track', () => {
  it('pushes each event onto window.dataLayer, creating it when missing', () => {
    track('page_view', { page_path: '/en', language: 'en' });
    track('experiment_impression', { experiment: 'Home_Page_1', variant: 'B' });
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/en', language: 'en' },
      { event: 'experiment_impression', experiment: 'Home_Page_1', variant: 'B' },
    ]);
  });

  it('keeps what GTM or another script already queued', () => {
    window.dataLayer = [{ 'gtm.start': 1 }];
    track('login');
    expect(window.dataLayer).toEqual([{ 'gtm.start': 1 }, { event: 'login' }]);
  });

  it('replays recent events to a late listener, then delivers new ones until unsubscribed', () => {
    track('page_view', { page_path: '/en' });
    const seen: string[] = [];
    const stop = onTrack(({ event }) => seen.push(event));
    expect(seen).toEqual(['page_view']);
    track('deposit');
    stop();
    track('withdraw');
    expect(seen).toEqual(['page_view', 'deposit']);
  });

  it('survives a failing listener, which is logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: string[] = [];
    onTrack(() => {
      throw new Error('tool bug');
    });
    onTrack(({ event }) => seen.push(event));
    expect(() => track('page_view')).not.toThrow();
    expect(seen).toEqual(['page_view']);
    expect(warn).toHaveBeenCalledWith('analytics: a listener failed', expect.any(Error));
  });

  it('remembers only the 50 latest events for late listeners', () => {
    for (let i = 0; i < 60; i += 1) track(`e${i}`);
    const seen: string[] = [];
    onTrack(({ event }) => seen.push(event));
    expect(seen).toHaveLength(50);
    expect(seen[0]).toBe('e10');
  });
});
