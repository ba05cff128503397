import { SignJWT, jwtVerify } from 'jose';
import type { TwoFactorChallenge } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { isTwoFactorEnabled } from './two-factor';

/** Not a session: its own issuer and audience, so no session check accepts it and it takes no session one. */
const ISSUER = 'casino-platform-api/two-factor';
const AUDIENCE = 'login-two-factor';
export const CHALLENGE_SECONDS = 5 * 60;

export async function signChallenge(secret: Uint8Array, userId: number): Promise<TwoFactorChallenge> {
  const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
  const challenge = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
  return { two_factor_required: true, challenge, expires_at: expiresAt.toISOString() };
}

/** The member a well-signed, unexpired challenge names, else null. */
export async function verifyChallenge(secret: Uint8Array, challenge: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(challenge, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    return Number.isInteger(userId) && userId > 0 ? userId : null;
  } catch {
    return null;
  }
}

/** Login's question here: a challenge when the member has two-factor on, else null (log in now). */
export async function twoFactorChallengeFor(
  db: Queryable,
  secret: Uint8Array,
  userId: number,
): Promise<TwoFactorChallenge | null> {
  if (!(await isTwoFactorEnabled(db, userId))) return null;
  return signChallenge(secret, userId);
}
