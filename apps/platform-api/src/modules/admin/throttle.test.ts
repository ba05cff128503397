import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { StaffLoginThrottle } from './throttle';

describe('StaffLoginThrottle', () => {
  it('refuses an address after max failures until its window ends, with the seconds left', () => {
    let now = 0;
    const throttle = new StaffLoginThrottle(3, 60_000, () => now);
    for (let i = 0; i < 3; i += 1) {
      throttle.assertAllowed('10.0.0.1');
      throttle.recordFailure('10.0.0.1');
    }
    now = 15_000;
    const refusal = (() => {
      try {
        throttle.assertAllowed('10.0.0.1');
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      statusCode: 429,
      reason: 'RATE_LIMITED',
      headers: { 'Retry-After': '45' },
    });
    // Another address is not affected; the window's end frees the first.
    expect(() => throttle.assertAllowed('10.0.0.2')).not.toThrow();
    now = 60_000;
    expect(() => throttle.assertAllowed('10.0.0.1')).not.toThrow();
  });
});
