import type { RewardSeed } from '@casino/contracts/rewards';
import { generateClientSeed, generateServerSeed, hashServerSeed } from '@casino/fairness';
import type { Queryable } from '../../db/types';

export interface SeedRow {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}

const theOnly = (rows: SeedRow[], userId: number): SeedRow => {
  const row = rows[0];
  if (!row) throw new Error(`reward seed of member ${userId} vanished`);
  return row;
};

export const publicSeed = (row: SeedRow): RewardSeed => ({
  server_seed_hash: row.server_seed_hash,
  client_seed: row.client_seed,
  nonce: row.nonce,
});

/**
 * The member's committed seed, created on first use. With `lock` the row stays locked until the
 * transaction ends: a member's draws queue here, so no two use the same seed and nonce.
 */
export async function seedOf(tx: Queryable, userId: number, lock = false): Promise<SeedRow> {
  const serverSeed = generateServerSeed();
  await tx.query(
    `INSERT INTO reward_seeds (user_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, serverSeed, hashServerSeed(serverSeed), generateClientSeed()],
  );
  const { rows } = await tx.query<SeedRow>(
    `SELECT server_seed, server_seed_hash, client_seed, nonce FROM reward_seeds WHERE user_id = $1
     ${lock ? 'FOR UPDATE' : ''}`,
    [userId],
  );
  return theOnly(rows, userId);
}

/** The member's own client seed for the next draws; the committed server seed stays. */
export async function setClientSeed(tx: Queryable, userId: number, clientSeed: string): Promise<SeedRow> {
  await seedOf(tx, userId, true);
  const { rows } = await tx.query<SeedRow>(
    `UPDATE reward_seeds SET client_seed = $2, updated_at = now() WHERE user_id = $1
     RETURNING server_seed, server_seed_hash, client_seed, nonce`,
    [userId, clientSeed],
  );
  return theOnly(rows, userId);
}

/** After a draw revealed the seed: commit a fresh one for the next draw and count the draw. */
export async function commitNextSeed(tx: Queryable, userId: number): Promise<SeedRow> {
  const serverSeed = generateServerSeed();
  const { rows } = await tx.query<SeedRow>(
    `UPDATE reward_seeds SET server_seed = $2, server_seed_hash = $3, nonce = nonce + 1, updated_at = now()
      WHERE user_id = $1 RETURNING server_seed, server_seed_hash, client_seed, nonce`,
    [userId, serverSeed, hashServerSeed(serverSeed)],
  );
  return theOnly(rows, userId);
}
