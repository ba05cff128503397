import type { Queryable } from '../../db/types';
import { hashToken, SESSION_TTL_MS } from '../games/launch';

export interface WalletSession {
  token_id: bigint;
  user_id: number;
  game_id: number;
  currency_id: number;
  currency_code: string;
  scale: number;
  launch_expired: boolean;
  session_expired: boolean;
  exchanged: boolean;
}

/** The launch token's session, found by the token's hash. */
export async function sessionOf(db: Queryable, token: string, now: Date): Promise<WalletSession | undefined> {
  const { rows } = await db.query<WalletSession>(
    `SELECT t.id AS token_id, t.user_id, t.game_id, t.currency_id, c.code AS currency_code, c.scale,
            t.launch_expires_at <= $2 AS launch_expired, t.session_expires_at <= $2 AS session_expired,
            t.exchanged_at IS NOT NULL AS exchanged
       FROM game_launch_tokens t JOIN currencies c ON c.id = t.currency_id
      WHERE t.token_hash = $1`,
    [hashToken(token), now],
  );
  return rows[0];
}

/** The provider opened the game: the session runs from now. Exchanging again changes nothing. */
export async function exchangeToken(db: Queryable, session: WalletSession, now: Date): Promise<void> {
  await db.query(
    `UPDATE game_launch_tokens SET exchanged_at = $2, session_expires_at = $3 WHERE id = $1 AND exchanged_at IS NULL`,
    [session.token_id, now, new Date(now.getTime() + SESSION_TTL_MS)],
  );
}
