import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDb } from '../test/harness';
import { createTestDb } from '../test/harness';
import { migrate, splitStatements } from './migrate';
import { seed } from './seed/seed';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

async function newMemberAccount(balance: bigint): Promise<number> {
  const user = await t.db.query<{ id: number }>(
    `INSERT INTO users (username, phone, password_hash, country_code, currency_id, ref_code)
     VALUES ($1, $1, 'x', 'TH', 1, $2) RETURNING id`,
    [`09${Math.floor(Math.random() * 1e8)}`, `R${Math.random().toString(36).slice(2, 10)}`],
  );
  const account = await t.db.query<{ id: number }>(
    `INSERT INTO accounts (user_id, kind, currency_id, balance) VALUES ($1, 'main', 1, $2) RETURNING id`,
    [user.rows[0]?.id, balance],
  );
  return account.rows[0]?.id ?? 0;
}

describe('database layer', () => {
  it('returns int8 as bigint and numeric as a string, exactly', async () => {
    const { rows } = await t.db.query<{ big: bigint; dec: string }>(
      'SELECT 9007199254740993::bigint AS big, 12345678901234567890.123456::numeric AS dec',
    );
    expect(rows[0]).toEqual({ big: 9007199254740993n, dec: '12345678901234567890.123456' });
  });

  it('accepts bigint parameters', async () => {
    const { rows } = await t.db.query<{ v: bigint }>('SELECT $1::bigint + 1 AS v', [9007199254740993n]);
    expect(rows[0]?.v).toBe(9007199254740994n);
  });

  it('runs migrations once and the seed idempotently', async () => {
    expect(await migrate(t.db)).toEqual([]);
    const counts = async () =>
      (
        await t.db.query(
          `SELECT (SELECT count(*) FROM languages) AS l, (SELECT count(*) FROM countries) AS c,
                  (SELECT count(*) FROM banks) AS b, (SELECT count(*) FROM security_questions) AS q,
                  (SELECT count(*) FROM register_channels) AS r, (SELECT count(*) FROM contact_channels) AS cc,
                  (SELECT max(id) FROM languages) AS max_language_id`,
        )
      ).rows[0];
    const before = await counts();
    await seed(t.db);
    await seed(t.db);
    expect(await counts()).toEqual(before);
    expect(before).toMatchObject({ l: 15n, q: 60n, r: 90n, cc: 1n });
  });

  it('rolls back a failed transaction completely', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO settings (key, value) VALUES ('rollback_probe', '1')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await t.db.query(`SELECT 1 FROM settings WHERE key = 'rollback_probe'`)).rowCount).toBe(0);
  });

  it('keeps a query outside a transaction out of a concurrent transaction that rolls back', async () => {
    const failing = t.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO settings (key, value) VALUES ('inside_probe', '1')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('rollback');
    });
    const outside = t.db.query(`INSERT INTO settings (key, value) VALUES ('outside_probe', '1')`);
    await expect(failing).rejects.toThrow('rollback');
    await outside;
    const keys = await t.db.query<{ key: string }>(
      `SELECT key FROM settings WHERE key LIKE '%_probe' ORDER BY key`,
    );
    expect(keys.rows.map((r) => r.key)).toEqual(['outside_probe']);
  });

  it('never lets a member balance go below zero', async () => {
    const account = await newMemberAccount(5n);
    await expect(
      t.db.query('UPDATE accounts SET balance = balance - 10 WHERE id = $1', [account]),
    ).rejects.toThrow(/accounts_member_not_negative/);
  });

  it('serialises concurrent debits under SELECT ... FOR UPDATE', async () => {
    const account = await newMemberAccount(100n);
    const debit = () =>
      t.db
        .transaction(async (tx) => {
          const { rows } = await tx.query<{ balance: bigint }>(
            'SELECT balance FROM accounts WHERE id = $1 FOR UPDATE',
            [account],
          );
          if ((rows[0]?.balance ?? 0n) < 10n) return false;
          await tx.query('UPDATE accounts SET balance = balance - 10 WHERE id = $1', [account]);
          return true;
        })
        .catch(() => false);
    const results = await Promise.all(Array.from({ length: 15 }, debit));
    expect(results.filter(Boolean)).toHaveLength(10);
    const { rows } = await t.db.query<{ balance: bigint }>('SELECT balance FROM accounts WHERE id = $1', [
      account,
    ]);
    expect(rows[0]?.balance).toBe(0n);
  });

  it('keeps ledger entries immutable and transfer keys unique', async () => {
    const account = await newMemberAccount(0n);
    const transfer = await t.db.query<{ id: bigint }>(
      `INSERT INTO transfers (idempotency_key, kind) VALUES ('test-key-1', 'adjustment') RETURNING id`,
    );
    await t.db.query(
      'INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after) VALUES ($1, $2, 5, 5)',
      [transfer.rows[0]?.id, account],
    );
    await expect(t.db.query('UPDATE ledger_entries SET amount = 6')).rejects.toThrow(/immutable/);
    await expect(t.db.query('DELETE FROM ledger_entries')).rejects.toThrow(/immutable/);
    await expect(
      t.db.query(`INSERT INTO transfers (idempotency_key, kind) VALUES ('test-key-1', 'adjustment')`),
    ).rejects.toThrow(/transfers_idempotency_key/);
  });
});

describe('splitStatements', () => {
  it('splits on statement ends but keeps dollar-quoted bodies whole', () => {
    const sql = `-- a comment\nCREATE TABLE a (x int);\nCREATE FUNCTION f() RETURNS trigger AS $$\nBEGIN\n  RETURN NULL;\nEND;\n$$ LANGUAGE plpgsql;\nSELECT 1;`;
    expect(splitStatements(sql)).toEqual([
      'CREATE TABLE a (x int);',
      'CREATE FUNCTION f() RETURNS trigger AS $$\nBEGIN\n  RETURN NULL;\nEND;\n$$ LANGUAGE plpgsql;',
      'SELECT 1;',
    ]);
  });
});
