import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './idle';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('afterFirstPaint', () => {
  it('waits for the load event, then for an idle moment', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle = vi.fn<(callback: IdleRequestCallback) => number>(() => 7);
    vi.stubGlobal('requestIdleCallback', idle);
    const task = vi.fn();
    afterFirstPaint(task);
    expect(idle).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledOnce();
    expect(task).not.toHaveBeenCalled();
    idle.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('falls back to a timer where requestIdleCallback is missing, and can be cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    afterFirstPaint(task);
    vi.advanceTimersByTime(5);
    expect(task).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    const cancel = afterFirstPaint(cancelled);
    cancel();
    vi.advanceTimersByTime(5);
    expect(cancelled).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
