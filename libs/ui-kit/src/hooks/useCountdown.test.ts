import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';
import type { Deadline } from './useCountdown';

const START = new Date('2026-01-01T00:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

function renderCountdown(deadline: Deadline, onExpire?: () => void) {
  return renderHook(({ at }: { at: Deadline }) => useCountdown(at, { onExpire }), {
    initialProps: { at: deadline },
  });
}

describe('useCountdown', () => {
  it('counts whole seconds down to zero, then stops and calls onExpire once', () => {
    const onExpire = vi.fn();
    const { result } = renderCountdown(START + 2500, onExpire);
    expect(result.current).toEqual({ remainingMs: 2500, seconds: 3, expired: false });
    // The first tick lands on the half second, so the shown seconds change on whole-second boundaries.
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.seconds).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(1);
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toEqual({ remainingMs: 0, seconds: 0, expired: true });
    expect(onExpire).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('follows the clock, not the number of ticks, after the tab slept', () => {
    const { result } = renderCountdown(START + 60_000);
    // A sleeping or throttled tab: the clock moves 45 s but no timer ran.
    vi.setSystemTime(START + 45_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current.seconds).toBe(15);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(14);
  });

  it('starts expired for a past deadline, without calling onExpire', () => {
    const onExpire = vi.fn();
    const { result } = renderCountdown(new Date(START - 1000).toISOString(), onExpire);
    expect(result.current).toEqual({ remainingMs: 0, seconds: 0, expired: true });
    act(() => vi.advanceTimersByTime(5000));
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('is idle without a deadline and counts an unreadable one as passed', () => {
    expect(renderCountdown(null).result.current).toEqual({ remainingMs: 0, seconds: 0, expired: false });
    expect(vi.getTimerCount()).toBe(0);
    expect(renderCountdown('not a date').result.current.expired).toBe(true);
  });

  it('measures a new deadline from now', () => {
    const { result, rerender } = renderCountdown(START + 1000);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.expired).toBe(true);
    vi.setSystemTime(START + 5000);
    rerender({ at: START + 65_000 });
    expect(result.current.seconds).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(59);
  });

  it('stops ticking when unmounted', () => {
    const { unmount } = renderCountdown(START + 60_000);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
