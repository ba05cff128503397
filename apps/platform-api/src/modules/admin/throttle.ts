import { AppError, MESSAGES } from '../../http/errors';

/**
 * Failed staff authentications (login, or Basic credentials on any staff call) per client address: after
 * `max` in one window the address gets 429 until the window ends, so staff passwords cannot be guessed at
 * the speed of the API. Kept in memory: each instance counts its own (a guesser spread over instances meets
 * each one's limit).
 */
export class StaffLoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 with Retry-After while the address is over its limit. */
  assertAllowed(address: string): void {
    const entry = this.current(address);
    if (!entry || entry.count < this.max) return;
    throw new AppError(429, 'RATE_LIMITED', MESSAGES.rateLimited, undefined, {
      'Retry-After': String(Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000))),
    });
  }

  recordFailure(address: string): void {
    const entry = this.current(address);
    if (entry) entry.count += 1;
    else {
      this.pruneExpired();
      this.failures.set(address, { count: 1, resetAt: this.now() + this.windowMs });
    }
  }

  private current(address: string) {
    const entry = this.failures.get(address);
    if (entry && entry.resetAt <= this.now()) {
      this.failures.delete(address);
      return undefined;
    }
    return entry;
  }

  /** Bounds the memory an attacker rotating addresses can take: expired windows go when a new one opens. */
  private pruneExpired() {
    if (this.failures.size < 1_000) return;
    const now = this.now();
    for (const [address, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(address);
  }
}
