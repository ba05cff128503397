import type { AuthResult, LoginTwoFactor, TwoFactorChallenge } from '@casino/contracts';
import { AppError } from '../../http/errors';
import type { LoginContext } from '../auth/login';
import { openLoginSession } from '../auth/login';
import { assertNotRestricted } from '../exclusion';
import { signChallenge, verifyChallenge } from './challenge';
import { recordLogin } from './history';
import { SECURITY_MESSAGES } from './strings';
import { checkAnswer, isTwoFactorEnabled } from './two-factor';

/** Login's one call here: a challenge when the member has two-factor on, else null (log in now). */
export async function twoFactorChallengeFor(
  ctx: LoginContext,
  userId: number,
): Promise<TwoFactorChallenge | null> {
  if (!(await isTwoFactorEnabled(ctx.db, userId))) return null;
  return signChallenge(ctx.secret, userId);
}

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
