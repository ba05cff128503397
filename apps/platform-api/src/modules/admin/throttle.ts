import type { Queryable } from '../../db/types';
import { AppError, MESSAGES } from '../../http/errors';

/**
 * Failed staff authentications (login, or Basic credentials on any staff call) per client address: after
 * `max` inside the window the address gets 429 until its oldest failure leaves the window, so staff
 * passwords cannot be guessed at the speed of the API. Kept in the database (one clock, one count for
 * every instance): a guesser spreading attempts over several API instances meets one limit.
 */
export class StaffLoginThrottle {
  private readonly windowSeconds: number;

  constructor(
    private readonly db: Queryable,
    private readonly max: number,
    windowMs: number,
  ) {
    this.windowSeconds = windowMs / 1000;
  }

  /** Throws 429 with Retry-After while the address is over its limit. */
  async assertAllowed(address: string): Promise<void> {
    const { rows } = await this.db.query<{ failures: bigint; retry_after: string | null }>(
      `SELECT count(*) AS failures,
              ceil(extract(epoch FROM min(failed_at) + make_interval(secs => $2) - now()))::text AS retry_after
         FROM staff_failed_logins WHERE address = $1 AND failed_at > now() - make_interval(secs => $2)`,
      [address, this.windowSeconds],
    );
    const row = rows[0];
    if (!row || Number(row.failures) < this.max) return;
    throw new AppError(429, 'RATE_LIMITED', MESSAGES.rateLimited, undefined, {
      'Retry-After': String(Math.max(1, Number(row.retry_after ?? this.windowSeconds))),
    });
  }

  async recordFailure(address: string): Promise<void> {
    // Expired rows of every address go first, so addresses rotated by a guesser do not pile up.
    await this.db.query(
      `DELETE FROM staff_failed_logins WHERE failed_at <= now() - make_interval(secs => $1)`,
      [this.windowSeconds],
    );
    await this.db.query('INSERT INTO staff_failed_logins (address) VALUES ($1)', [address]);
  }
}
