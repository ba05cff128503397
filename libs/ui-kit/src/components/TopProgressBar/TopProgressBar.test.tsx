import axe from 'axe-core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProgressTracker, trackRequests } from './progressTracker';
import type { RequestEventSource } from './progressTracker';
import { FINISH_MS, TopProgressBar } from './TopProgressBar';

afterEach(() => vi.useRealTimers());

function fakeEvents() {
  const handlers = new Map<string, Set<() => void>>();
  const source: RequestEventSource = {
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
      return () => set.delete(handler);
    },
  };
  const emit = (event: string) => handlers.get(event)?.forEach((handler) => handler());
  return { source, emit };
}

describe('progress tracker', () => {
  it('stays active until every started request is done, ignoring extra done calls', () => {
    const tracker = createProgressTracker();
    tracker.done();
    tracker.start();
    tracker.start();
    tracker.done();
    expect(tracker.isActive()).toBe(true);
    tracker.done();
    expect(tracker.isActive()).toBe(false);
  });

  it('follows request events until unsubscribed', () => {
    const tracker = createProgressTracker();
    const { source, emit } = fakeEvents();
    const stop = trackRequests(tracker, source);
    emit('request:start');
    expect(tracker.isActive()).toBe(true);
    emit('request:end');
    expect(tracker.isActive()).toBe(false);
    stop();
    emit('request:start');
    expect(tracker.isActive()).toBe(false);
  });
});

describe('TopProgressBar', () => {
  it('appears while requests run, completes, then disappears', () => {
    vi.useFakeTimers();
    const tracker = createProgressTracker();
    render(<TopProgressBar tracker={tracker} label="Loading" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => tracker.start());
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');

    act(() => tracker.done());
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-busy', 'false');
    act(() => vi.advanceTimersByTime(FINISH_MS));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sits in a status region, so a page whose content is all in landmarks stays so while it shows', async () => {
    const tracker = createProgressTracker();
    render(
      <>
        <TopProgressBar tracker={tracker} label="Loading" />
        <main>Page</main>
      </>,
    );
    act(() => tracker.start());
    const results = await axe.run(document, { runOnly: ['region'] });
    expect(results.violations).toEqual([]);
  });
});
