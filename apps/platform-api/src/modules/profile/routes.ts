import { memberApi, otpApi, profileApi } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { AppError, MESSAGES } from '../../http/errors';
import { single } from '../../http/find';
import { memberRoute } from '../../http/route';
import type { PasswordHasher } from '../../security/password';
import { activeSteps, verificationStatus } from './steps';
import { PROFILE_MESSAGES } from './strings';
import { canonicalWallet, checkBank, checkPayoutFree, updateProfile } from './update';
import { isValidWalletAddress } from './wallet-address';
import { englishMessage, vmsg } from '@casino/contracts';

export interface ProfileRoutesOptions {
  hasher: PasswordHasher;
}

const notAuthenticated = () => new AppError(401, 'NOT_AUTHENTICATED', MESSAGES.notAuthenticated);

/** The member's question in the language asked for, else in the question's own language. */
async function memberQuestion(db: Queryable, userId: number, languageId: number | undefined) {
  const { rows } = await db.query<{ security_question_id: number; question: string; has_answer: boolean }>(
    `SELECT q.id AS security_question_id, COALESCE(t.question, q.question) AS question,
            u.security_answer_hash IS NOT NULL AS has_answer
       FROM users u
       JOIN security_questions q ON q.id = u.security_question_id
       LEFT JOIN security_questions t ON t.question_key = q.question_key AND t.language_id = $2
      WHERE u.id = $1`,
    [userId, languageId ?? null],
  );
  return rows[0];
}

export async function profileRoutes(app: FastifyInstance, { hasher }: ProfileRoutesOptions) {
  memberRoute(app, memberApi.activeStepFind, async ({ member, query }) => {
    const steps = await activeSteps(app.db, member.userId);
    const direction = query.$sort?.step_no ?? 1;
    const sorted = [...steps].sort((a, b) => (a.step_no - b.step_no) * direction);
    const skip = query.$skip ?? 0;
    const limit = query.$limit ?? sorted.length;
    return { total: sorted.length, limit, skip, data: sorted.slice(skip, skip + limit) };
  });

  memberRoute(app, profileApi.profilePatch, async ({ id, body, member, request }) => {
    if (id !== String(member.userId)) throw new AppError(403, 'FORBIDDEN', PROFILE_MESSAGES.notYourProfile);
    return updateProfile(app.db, hasher, member.userId, body, { ip: request.ip, now: new Date() });
  });

  memberRoute(app, profileApi.verifyBankInfo, async ({ body, member }) => {
    if ('bank_no' in body) {
      const user = (
        await app.db.query<{ currency_id: number }>('SELECT currency_id FROM users WHERE id = $1', [
          member.userId,
        ])
      ).rows[0];
      if (!user) throw notAuthenticated();
      await checkBank(app.db, user.currency_id, body.bank_currency_information_id, body.bank_no);
      await checkPayoutFree(app.db, member.userId, {
        bankId: body.bank_currency_information_id,
        bankNo: body.bank_no,
      });
    } else {
      if (!isValidWalletAddress(body.crypto_network, body.wallet_address)) {
        const message = englishMessage(vmsg('invalid_wallet_address'));
        throw new AppError(400, 'VALIDATION_FAILED', MESSAGES.validation, [
          { field: 'body.wallet_address', message },
        ]);
      }
      const address = canonicalWallet(body.crypto_network, body.wallet_address);
      await checkPayoutFree(app.db, member.userId, { network: body.crypto_network, address });
    }
    return { available: true as const };
  });

  memberRoute(app, profileApi.securityQuestionGet, async ({ member, query }) =>
    single(await memberQuestion(app.db, member.userId, query.language_id)),
  );

  memberRoute(app, profileApi.securityQuestionSet, async ({ body, member, request }) => {
    await updateProfile(
      app.db,
      hasher,
      member.userId,
      { security_question_id: body.security_question_id, security_answer: body.security_answer },
      { ip: request.ip, now: new Date() },
    );
    const question = await memberQuestion(app.db, member.userId, undefined);
    if (!question) throw notAuthenticated();
    return question;
  });

  memberRoute(app, otpApi.otpStatusFind, async ({ member }) => {
    const status = await verificationStatus(app.db, member.userId);
    if (!status) throw notAuthenticated();
    return single(status);
  });
}
