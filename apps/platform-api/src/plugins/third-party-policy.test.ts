import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/harness';
import { createTestApp } from '../test/harness';
import { THIRD_PARTY_POLICY_TTL_MS, ThirdPartyPolicy } from './third-party-policy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setGtm = (id: string | null) =>
  t.db.query(`UPDATE settings SET value = value || $1::jsonb WHERE key = 'global_config'`, [
    JSON.stringify({ google_tag_management: id }),
  ]);

describe('ThirdPartyPolicy', () => {
  it('reads the sources when stale, keeps them for the TTL, and again at once after invalidate()', async () => {
    let now = 1_000_000;
    const policy = new ThirdPartyPolicy(t.db, pino({ level: 'silent' }), () => now);
    expect(policy.current().script).toEqual([]);

    await setGtm('GTM-TEST123');
    await policy.refreshIfStale();
    expect(policy.current().script).toEqual(['https://www.googletagmanager.com']);

    await setGtm(null);
    now += THIRD_PARTY_POLICY_TTL_MS - 1;
    await policy.refreshIfStale();
    expect(policy.current().script).toEqual(['https://www.googletagmanager.com']);
    now += 1;
    await policy.refreshIfStale();
    expect(policy.current().script).toEqual([]);

    await setGtm('GTM-TEST123');
    policy.invalidate();
    await policy.refreshIfStale();
    expect(policy.current().script).toEqual(['https://www.googletagmanager.com']);
    await setGtm(null);
  });

  it('keeps the last sources when the database cannot be read, and logs it', async () => {
    const warnings: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
    let broken = false;
    const db = {
      query: (...args: Parameters<typeof t.db.query>) =>
        broken ? Promise.reject(new Error('connection lost')) : t.db.query(...args),
    } as typeof t.db;
    const policy = new ThirdPartyPolicy(db, log);

    await t.db.query(
      `INSERT INTO settings (key, value) VALUES ('script_hosts', '["https://cdn.example.com"]')`,
    );
    await policy.refreshIfStale();
    broken = true;
    policy.invalidate();
    await expect(policy.refreshIfStale()).resolves.toBeUndefined();
    expect(policy.current().script).toEqual(['https://cdn.example.com']);
    expect(warnings.join('')).toContain('third-party sources unreadable');
    await t.db.query(`DELETE FROM settings WHERE key = 'script_hosts'`);
  });
});
