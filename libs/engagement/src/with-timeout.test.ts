import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from './with-timeout';

afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('settles as the promise does, in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 100, 'late')).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error('refused')), 100, 'late')).rejects.toThrow('refused');
    await expect(withTimeout(Promise.reject('plain'), 100, 'late')).rejects.toThrow('plain');
  });

  it('rejects with the reason once the time is up', async () => {
    vi.useFakeTimers();
    const never = withTimeout(new Promise(() => undefined), 1000, 'the chat did not start');
    vi.advanceTimersByTime(1000);
    await expect(never).rejects.toThrow('the chat did not start');
  });
});
