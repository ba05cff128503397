import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestDb } from '../../test/harness';
import { createTestDb, testConfig } from '../../test/harness';
import { createPasswordHasher } from '../../security/password';
import type { PasswordHasher } from '../../security/password';
import { verifyAdminPassword } from './auth';
import { ensureSeedAdmin } from './routes';

let t: TestDb;
let hasher: PasswordHasher;
beforeAll(async () => {
  t = await createTestDb();
  hasher = await createPasswordHasher(testConfig().passwordHash);
  await ensureSeedAdmin(t.db, hasher, { username: 'night-shift', password: 'staff-password-1' });
});
afterAll(() => t.cleanup());

/** The hasher with its two checks counted. */
function countingHasher() {
  const verify = vi.spyOn(hasher, 'verify');
  const verifyDummy = vi.spyOn(hasher, 'verifyDummy');
  return { verify, verifyDummy, restore: () => vi.restoreAllMocks() };
}

describe('staff password check', () => {
  it('verifies a known name through the members’ hasher, once', async () => {
    const counts = countingHasher();
    await expect(verifyAdminPassword(t.db, hasher, 'night-shift', 'staff-password-1')).resolves.toMatchObject(
      {
        username: 'night-shift',
      },
    );
    await expect(verifyAdminPassword(t.db, hasher, 'night-shift', 'wrong-password')).rejects.toMatchObject({
      statusCode: 401,
      reason: 'INVALID_CREDENTIALS',
    });
    expect(counts.verify).toHaveBeenCalledTimes(2);
    expect(counts.verifyDummy).not.toHaveBeenCalled();
    counts.restore();
  });

  it('still spends one verification on an unknown name, and answers as for a wrong password', async () => {
    const counts = countingHasher();
    const unknown = verifyAdminPassword(t.db, hasher, 'no-such-staff', 'staff-password-1');
    await expect(unknown).rejects.toMatchObject({ statusCode: 401, reason: 'INVALID_CREDENTIALS' });
    expect(counts.verifyDummy).toHaveBeenCalledTimes(1);
    expect(counts.verifyDummy).toHaveBeenCalledWith('staff-password-1');
    expect(counts.verify).not.toHaveBeenCalled();
    counts.restore();
  });

  it('stores staff passwords as argon2id hashes the members’ hasher verifies', async () => {
    const { rows } = await t.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM admin_users WHERE username = 'night-shift'",
    );
    const stored = rows[0]?.password_hash ?? '';
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await hasher.verify(stored, 'staff-password-1')).toBe(true);
  });
});
