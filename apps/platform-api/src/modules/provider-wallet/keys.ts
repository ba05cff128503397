import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../../db/types';

/**
 * Keys of the Hub88 wallet. The operator's RSA pair is generated at first start and kept in `settings`
 * (key `hub88_operator_keys`); answers are signed with its private key. A provider's public key is
 * `game_providers.wallet_public_key` (seeded from GAME_PROVIDER_PUBLIC_KEY), or, while that is empty,
 * the PEM the reference provider writes to `<HUB88_KEYS_DIR>/provider-public.pem`. The operator's public
 * key is written to `<HUB88_KEYS_DIR>/operator-public.pem` for the provider to read.
 */
export interface OperatorKeys {
  privateKey: string;
  publicKey: string;
}

export const OPERATOR_KEYS_SETTING = 'hub88_operator_keys';
export const OPERATOR_PUBLIC_FILE = 'operator-public.pem';
export const PROVIDER_PUBLIC_FILE = 'provider-public.pem';

export function generateRsaPair(): OperatorKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKey, publicKey };
}

/** The stored pair, or a new one; two instances starting together keep whichever was stored first. */
export async function operatorKeys(db: Queryable): Promise<OperatorKeys> {
  const read = async () =>
    (
      await db.query<{ value: OperatorKeys }>('SELECT value FROM settings WHERE key = $1', [
        OPERATOR_KEYS_SETTING,
      ])
    ).rows[0]?.value;
  const stored = await read();
  if (stored) return stored;
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    OPERATOR_KEYS_SETTING,
    JSON.stringify(generateRsaPair()),
  ]);
  const created = await read();
  if (!created) throw new Error('operator keys not stored');
  return created;
}

export async function publishOperatorKey(keysDir: string, publicKey: string): Promise<void> {
  await mkdir(keysDir, { recursive: true });
  await writeFile(join(keysDir, OPERATOR_PUBLIC_FILE), publicKey);
}

/** Public keys that may sign wallet calls: every active provider's, else the reference provider's file. */
export async function callerKeys(db: Queryable, keysDir: string | undefined): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT DISTINCT wallet_public_key AS key FROM game_providers WHERE is_active AND wallet_public_key IS NOT NULL`,
  );
  if (rows.length > 0) return rows.map((row) => row.key);
  if (!keysDir) return [];
  try {
    return [await readFile(join(keysDir, PROVIDER_PUBLIC_FILE), 'utf8')];
  } catch {
    return [];
  }
}

/** RSA-SHA256 (PKCS#1 v1.5), base64: the X-Hub88-Signature of the exact body bytes. */
export function signBody(body: string, privateKey: string | KeyObject): string {
  return createSign('RSA-SHA256').update(body).sign(privateKey, 'base64');
}

export function verifyBody(body: string, signature: string, publicKey: string | KeyObject): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return createVerify('RSA-SHA256').update(body).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}
