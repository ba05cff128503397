import { passwordApi } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, MESSAGES, fieldError } from '../../http/errors';
import { memberRoute, route } from '../../http/route';
import type { PasswordHasher } from '../../security/password';
import { findUserById } from '../member/users';
import { requestLanguage } from '../otp/language';
import { consumeVerifyToken } from '../otp/service';
import { issueToken, markReplaced, openSession, revokeAllSessions } from '../sessions';
import { PASSWORD_MESSAGES } from './strings';
import { appendActivity } from '../../stream';

export interface PasswordRoutesOptions {
  hasher: PasswordHasher;
  /** forgot-password requests per IP per minute, on top of the OTP limits per phone and IP. */
  forgotPerMinute?: number;
}

export async function passwordRoutes(
  app: FastifyInstance,
  { hasher, forgotPerMinute = 10 }: PasswordRoutesOptions,
) {
  memberRoute(app, passwordApi.changePassword, async ({ body, member, request, reply }) => {
    const row = (
      await app.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
        member.userId,
      ])
    ).rows[0];
    if (!row || !(await hasher.verify(row.password_hash, body.current_password))) {
      throw new AppError(400, 'CURRENT_PASSWORD_INCORRECT', PASSWORD_MESSAGES.currentPasswordIncorrect, [
        fieldError('body.current_password', PASSWORD_MESSAGES.currentPasswordIncorrect),
      ]);
    }
    const passwordHash = await hasher.hash(body.password);
    const session = await app.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [member.userId, passwordHash]);
      await revokeAllSessions(tx, member.userId, new Date());
      const opened = await openSession(tx, member.userId, request);
      await markReplaced(tx, member.sessionId, opened.sessionId);
      return opened;
    });
    const user = await findUserById(app.db, member.userId);
    if (!user) throw new AppError(401, 'NOT_AUTHENTICATED', MESSAGES.notAuthenticated);
    const token = await issueToken(
      app.authSecret,
      app.config.webName,
      { userId: member.userId, ...session },
      request,
      reply,
    );
    return { ...token, user };
  });

  route(
    app,
    passwordApi.forgotPassword,
    async ({ body, request }) => {
      const language = await requestLanguage(app.db, request, body.language_id);
      const user = (
        await app.db.query<{ id: number; phone: string }>('SELECT id, phone FROM users WHERE username = $1', [
          body.username,
        ])
      ).rows[0];
      // An unknown username gets the same answer (its own digits masked as the phone, since usernames
      // are phone numbers) from a code that is stored and rate limited but never sent nor matchable.
      const challenge = await app.otp.issue({
        purpose: 'forgot_password',
        channel: 'sms',
        recipient: user?.phone ?? body.username,
        userId: user?.id ?? null,
        ip: request.ip,
        language,
        deliver: user !== undefined,
      });
      return {
        username: body.username,
        phone: challenge.to,
        type_verified: 'sms' as const,
        otpReferenceCode: challenge.otpReferenceCode,
        otpResendAfter: challenge.otpResendAfter,
        expiresOtpSms: challenge.expiresOtpSms,
        otpRepeatTime: challenge.otpRepeatTime,
        message: challenge.message,
      };
    },
    { rateLimit: { max: forgotPerMinute, timeWindow: 60_000 } },
  );

  route(app, passwordApi.resetPassword, async ({ body, request }) => {
    const passwordHash = await hasher.hash(body.password);
    const done = await app.db.transaction(async (tx) => {
      const proof = await consumeVerifyToken(tx, body.verifyToken, 'forgot_password', app.otp.deps.now());
      if (!proof?.userId) return false;
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [proof.userId, passwordHash]);
      const revoked = await revokeAllSessions(tx, proof.userId, new Date());
      await tx.query(
        `DELETE FROM failed_logins WHERE username = (SELECT username FROM users WHERE id = $1)`,
        [proof.userId],
      );
      await appendActivity(tx, {
        userId: proof.userId,
        type: 'reset_password',
        detail: { sessions_revoked: revoked },
        ip: request.ip,
      });
      return true;
    });
    if (!done) {
      throw new AppError(404, 'DATA_NOT_FOUND', PASSWORD_MESSAGES.verifyTokenInvalid, [
        fieldError('body.verifyToken', PASSWORD_MESSAGES.verifyTokenInvalid),
      ]);
    }
    return { reset: true as const };
  });
}
