import { accountSecurityApi } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../../http/errors';
import { memberRoute } from '../../http/route';
import type { PasswordHasher } from '../../security/password';
import { loginHistory } from './history';
import { activeSessions, revokeOtherSession, revokeOtherSessions } from './sessions';
import { SECURITY_MESSAGES } from './strings';
import {
  checkAnswer,
  checkAttempts,
  confirmSetup,
  disableTwoFactor,
  recordFailure,
  regenerateRecoveryCodes,
  startSetup,
  twoFactorStatus,
} from './two-factor';

export interface AccountSecurityRoutesOptions {
  hasher: PasswordHasher;
}

export async function accountSecurityRoutes(app: FastifyInstance, { hasher }: AccountSecurityRoutesOptions) {
  const ctx = { db: app.db, authSecret: app.authSecret };

  /** Signed-out sessions' sockets close on this event (their session check fails); the others refresh. */
  const announceSessions = async (userId: number) => {
    await app.events.publish(userId, { topic_name: 'SESSIONS', data: {} }).catch((error: unknown) => {
      app.log.warn({ err: error, userId }, 'sessions notice not published');
    });
  };

  memberRoute(app, accountSecurityApi.twoFactorStatus, ({ member }) =>
    twoFactorStatus(app.db, member.userId),
  );

  memberRoute(app, accountSecurityApi.twoFactorSetup, ({ member }) =>
    startSetup({ ...ctx, issuer: app.config.brand.name }, member.userId),
  );

  memberRoute(app, accountSecurityApi.twoFactorConfirm, ({ member, body }) =>
    confirmSetup(ctx, member.userId, body.code),
  );

  memberRoute(app, accountSecurityApi.twoFactorDisable, async ({ member, body }) => {
    const { rows } = await app.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [member.userId],
    );
    const row = rows[0];
    // Wrong passwords count with wrong codes: a session left open does not allow guessing either.
    await checkAttempts(app.db, member.userId);
    if (!row || !(await hasher.verify(row.password_hash, body.password))) {
      await recordFailure(app.db, member.userId);
      throw new AppError(400, 'CURRENT_PASSWORD_INCORRECT', SECURITY_MESSAGES.passwordIncorrect, [
        fieldError('body.password', SECURITY_MESSAGES.passwordIncorrect),
      ]);
    }
    await checkAnswer(ctx, member.userId, body.code, { recovery: true });
    await disableTwoFactor(ctx, member.userId);
    return twoFactorStatus(app.db, member.userId);
  });

  memberRoute(app, accountSecurityApi.recoveryCodesRegenerate, ({ member, body }) =>
    regenerateRecoveryCodes(ctx, member.userId, body.code),
  );

  memberRoute(app, accountSecurityApi.loginHistory, async ({ member }) => ({
    data: await loginHistory(app.db, member.userId, member.sessionId),
  }));

  memberRoute(app, accountSecurityApi.sessionsFind, async ({ member }) => ({
    data: await activeSessions(app.db, member.userId, member.sessionId),
  }));

  memberRoute(app, accountSecurityApi.sessionRemove, async ({ member, id }) => {
    const signedOut = await revokeOtherSession(app.db, member.userId, member.sessionId, id);
    await announceSessions(member.userId);
    return { signed_out: signedOut };
  });

  memberRoute(app, accountSecurityApi.sessionsSignOutOthers, async ({ member }) => {
    const signedOut = await revokeOtherSessions(app.db, member.userId, member.sessionId);
    if (signedOut > 0) await announceSessions(member.userId);
    return { signed_out: signedOut };
  });
}
