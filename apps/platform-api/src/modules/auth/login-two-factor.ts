import type { AuthResult, LoginTwoFactor } from '@casino/contracts';
import { AppError } from '../../http/errors';
import {
  SECURITY_MESSAGES,
  checkAnswer,
  isTwoFactorEnabled,
  recordLogin,
  verifyChallenge,
} from '../account-security';
import { assertNotRestricted } from '../exclusion';
import type { LoginContext } from './login';
import { openLoginSession } from './login';

/** Login's second step: the challenge names the member, a current or recovery code opens the session. */
export async function loginWithTwoFactor(ctx: LoginContext, body: LoginTwoFactor): Promise<AuthResult> {
  const userId = await verifyChallenge(ctx.secret, body.challenge);
  const expired = () => new AppError(401, 'TWO_FACTOR_CHALLENGE_EXPIRED', SECURITY_MESSAGES.challengeExpired);
  if (userId === null) throw expired();
  const { rows } = await ctx.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [
    userId,
  ]);
  const username = rows[0]?.username;
  // Turned off since the password step (another device): the login starts over.
  if (!username || !(await isTwoFactorEnabled(ctx.db, userId))) throw expired();
  try {
    await checkAnswer({ db: ctx.db, authSecret: ctx.secret }, userId, body.code, { recovery: true });
  } catch (error) {
    if (error instanceof AppError && error.reason === 'TWO_FACTOR_CODE_INCORRECT') {
      await recordLogin(ctx.db, { userId, succeeded: false, ip: ctx.ip, userAgent: ctx.userAgent });
    }
    throw error;
  }
  // The password step checked this, but a break taken meanwhile (from a session opened earlier) ends
  // every session: the challenge must not open a new one.
  await assertNotRestricted(ctx.db, userId);
  return openLoginSession(ctx, userId, username, body.device_token);
}
