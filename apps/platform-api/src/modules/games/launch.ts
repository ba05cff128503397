import { createHash, randomBytes } from 'node:crypto';
import type { EnterGameResult, LanguageCode } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { assertNoHold } from '../holds';
import { assertProfileComplete } from '../profile/completeness';
import { findPlayableGame } from './catalogue';
import type { GameRow } from './catalogue';
import { GAME_MESSAGES } from './strings';

/** The provider must open the launch link within this time. */
export const LAUNCH_TTL_MS = 10 * 60_000;
/** Bets are accepted for this long after the provider exchanged the token. */
export const SESSION_TTL_MS = 12 * 60 * 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function gameOrNotFound(db: Queryable, gameId: number): Promise<GameRow> {
  const game = await findPlayableGame(db, gameId);
  if (!game) throw new AppError(404, 'NOT_FOUND', GAME_MESSAGES.gameNotFound);
  return game;
}

/**
 * A real-money launch: refuses an incomplete profile, issues a random token (kept hashed) tied to the
 * member, game and currency, and records the game as last played. The token goes only into the URL.
 */
export async function launchGame(
  tx: Queryable,
  userId: number,
  gameId: number,
  language: LanguageCode,
  now = new Date(),
): Promise<EnterGameResult> {
  const game = await gameOrNotFound(tx, gameId);
  await assertProfileComplete(tx, userId);
  await assertNoHold(tx, userId);
  const { rows } = await tx.query<{ currency_id: number; code: string }>(
    'SELECT u.currency_id, c.code FROM users u JOIN currencies c ON c.id = u.currency_id WHERE u.id = $1',
    [userId],
  );
  const currency = rows[0];
  if (!currency) throw new AppError(404, 'NOT_FOUND', GAME_MESSAGES.gameNotFound);
  const token = randomBytes(32).toString('base64url');
  const launchExpires = new Date(now.getTime() + LAUNCH_TTL_MS);
  await tx.query(
    `INSERT INTO game_launch_tokens (token_hash, user_id, game_id, currency_id, created_at, launch_expires_at,
       session_expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      hashToken(token),
      userId,
      game.id,
      currency.currency_id,
      now,
      launchExpires,
      new Date(launchExpires.getTime() + SESSION_TTL_MS),
    ],
  );
  await recordLastPlayed(tx, userId, game.id, now);
  const url = new URL(game.launch_url);
  url.search = new URLSearchParams({
    mode: 'real',
    token,
    user: String(userId),
    game: game.code,
    currency: currency.code,
    lang: language,
  }).toString();
  return {
    url: url.toString(),
    html: null,
    use_iframe: game.use_iframe,
    is_demo: false,
    expires_at: launchExpires.toISOString(),
  };
}

/** Demo play: fun money on the provider's side, no token and no wallet. */
export async function launchDemo(
  db: Queryable,
  gameId: number,
  language: LanguageCode,
): Promise<EnterGameResult> {
  const game = await gameOrNotFound(db, gameId);
  if (!game.is_demo) throw new AppError(403, 'FORBIDDEN', GAME_MESSAGES.demoUnavailable);
  const url = new URL(game.launch_url);
  url.search = new URLSearchParams({ mode: 'demo', game: game.code, lang: language }).toString();
  return { url: url.toString(), html: null, use_iframe: game.use_iframe, is_demo: true, expires_at: null };
}

export async function recordLastPlayed(tx: Queryable, userId: number, gameId: number, at: Date) {
  await tx.query(
    `INSERT INTO game_last_played (user_id, game_id, played_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, game_id) DO UPDATE SET played_at = EXCLUDED.played_at`,
    [userId, gameId, at],
  );
}
