/**
 * pgledger (github.com/pgr0ss/pgledger), the ledger bench's reference, installed at run time into its own
 * fresh PostgreSQL schema from the SQL file named by PGLEDGER_SQL. Its code is never part of this repository:
 * download it with
 *   curl -o /tmp/pgledger.sql https://raw.githubusercontent.com/pgr0ss/pgledger/main/pgledger.sql
 * and run the bench with PGLEDGER_SQL=/tmp/pgledger.sql.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Db } from '../src/db/types';

/**
 * pgledger's ids call `uuid_to_ulid`, which it takes from a vendored extension; this is the same conversion
 * from built-ins: the uuid's 128 bits, two zero bits in front, as 26 Crockford base32 characters.
 */
const UUID_TO_ULID = `
CREATE FUNCTION uuid_to_ulid(id uuid) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  alphabet CONSTANT text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  bits CONSTANT varbit := B'00' || ('x' || replace(id::text, '-', ''))::bit(128);
  ulid text := '';
BEGIN
  FOR i IN 0..25 LOOP
    ulid := ulid || substr(alphabet, substring(bits FROM i * 5 + 1 FOR 5)::bit(5)::int + 1, 1);
  END LOOP;
  RETURN ulid;
END $$;`;

/** pgledger's SQL, or null (with the reason printed) when PGLEDGER_SQL names no file. */
export function readPgledgerSql(): string | null {
  const file = process.env['PGLEDGER_SQL'] ?? '';
  if (file && existsSync(file)) return readFileSync(file, 'utf8');
  console.log(
    `pgledger reference skipped: set PGLEDGER_SQL to a copy of ` +
      `https://raw.githubusercontent.com/pgr0ss/pgledger/main/pgledger.sql${file ? ` (${file} not found)` : ''}`,
  );
  return null;
}

export interface Pgledger {
  /** A new account; members' may not go negative, the funding account may. */
  createAccount(name: string, allowNegative: boolean): Promise<string>;
  /** One transfer, as pgledger's callers make it: one statement, its own transaction. */
  transfer(fromId: string, toId: string, amount: number): Promise<void>;
}

/** Installs pgledger into `db`'s (empty) schema. */
export async function installPgledger(db: Db, sql: string): Promise<Pgledger> {
  await db.query(UUID_TO_ULID);
  await db.query(sql);
  return {
    async createAccount(name, allowNegative) {
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM pgledger_create_account($1, 'THB', $2, true)`,
        [name, allowNegative],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('pgledger created no account');
      return id;
    },
    async transfer(fromId, toId, amount) {
      await db.query('SELECT id FROM pgledger_create_transfer($1, $2, $3::numeric)', [fromId, toId, amount]);
    },
  };
}
