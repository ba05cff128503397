import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDb } from '../../test/harness';
import { createTestDb } from '../../test/harness';
import { StaffLoginThrottle } from './throttle';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

const refusalOf = async (promise: Promise<void>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return undefined;
};

/** Moves the address's failures into the past, as time passing would. */
const age = (address: string, seconds: number) =>
  t.db.query(
    `UPDATE staff_failed_logins SET failed_at = failed_at - make_interval(secs => $2) WHERE address = $1`,
    [address, seconds],
  );

describe('StaffLoginThrottle', () => {
  it('refuses an address after max failures until its oldest leaves the window, with the seconds left', async () => {
    const throttle = new StaffLoginThrottle(t.db, 3, 60_000);
    for (let i = 0; i < 3; i += 1) {
      await throttle.assertAllowed('10.0.0.1');
      await throttle.recordFailure('10.0.0.1');
    }
    await age('10.0.0.1', 15);
    const refusal = await refusalOf(throttle.assertAllowed('10.0.0.1'));
    expect(refusal).toMatchObject({ statusCode: 429, reason: 'RATE_LIMITED' });
    const retryAfter = Number((refusal as { headers: Record<string, string> }).headers['Retry-After']);
    expect(retryAfter).toBeGreaterThanOrEqual(44);
    expect(retryAfter).toBeLessThanOrEqual(45);
    // Another address is not affected; the window's end frees the first.
    await expect(throttle.assertAllowed('10.0.0.2')).resolves.toBeUndefined();
    await age('10.0.0.1', 45);
    await expect(throttle.assertAllowed('10.0.0.1')).resolves.toBeUndefined();
  });

  it('counts the failures every instance records against one limit', async () => {
    // Two throttles over one database, as two API instances have.
    const first = new StaffLoginThrottle(t.db, 4, 60_000);
    const second = new StaffLoginThrottle(t.db, 4, 60_000);
    await first.recordFailure('10.0.1.1');
    await second.recordFailure('10.0.1.1');
    await first.recordFailure('10.0.1.1');
    await expect(second.assertAllowed('10.0.1.1')).resolves.toBeUndefined();
    await second.recordFailure('10.0.1.1');
    expect(await refusalOf(first.assertAllowed('10.0.1.1'))).toMatchObject({ statusCode: 429 });
    expect(await refusalOf(second.assertAllowed('10.0.1.1'))).toMatchObject({ statusCode: 429 });
  });

  it('drops expired failures of any address when it records one', async () => {
    const throttle = new StaffLoginThrottle(t.db, 3, 60_000);
    await throttle.recordFailure('10.0.2.1');
    await age('10.0.2.1', 61);
    await throttle.recordFailure('10.0.2.2');
    const { rows } = await t.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM staff_failed_logins WHERE address = '10.0.2.1'`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
