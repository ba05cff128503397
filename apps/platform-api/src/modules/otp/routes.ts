import { VALIDATION_MESSAGES, otpApi } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, MESSAGES, fieldError } from '../../http/errors';
import { memberRoute, route } from '../../http/route';
import { createMessageTransport } from '../outbox/transport';
import { requestLanguage } from './language';
import type { IssueInput, OtpDeps, VerifyInput } from './service';
import { issueOtp, verifyOtp } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** One-time codes: issue and verify with the app's database, secret, config and transport. */
    otp: {
      deps: OtpDeps;
      issue(input: IssueInput): ReturnType<typeof issueOtp>;
      verify(input: VerifyInput): ReturnType<typeof verifyOtp>;
    };
  }
}

export interface OtpPluginOptions {
  /** The clock, for tests; defaults to the system clock. */
  now?: () => Date;
}

async function registerTypeOf(app: FastifyInstance): Promise<string | undefined> {
  const { rows } = await app.db.query<{ value: { register_type?: string } }>(
    `SELECT value FROM settings WHERE key = 'custom_function'`,
  );
  return rows[0]?.value.register_type;
}

const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', MESSAGES.validation, [fieldError(field, message)]);

async function otpPlugin(app: FastifyInstance, options: OtpPluginOptions) {
  const deps: OtpDeps = {
    db: app.db,
    secret: app.authSecret,
    config: app.config.otp,
    transport: createMessageTransport(app.db, app.config.mail),
    now: options.now ?? (() => new Date()),
  };
  app.decorate('otp', {
    deps,
    issue: (input: IssueInput) => issueOtp(deps, input),
    verify: (input: VerifyInput) => verifyOtp(deps, input),
  });

  // Registration's phone step: only when the brand registers with an SMS code.
  route(app, otpApi.registerOtpRequest, async ({ body, request }) => {
    if ((await registerTypeOf(app)) !== 'phone_otp') {
      throw new AppError(403, 'FORBIDDEN', 'Registration does not use an OTP');
    }
    const country = (
      await app.db.query<{ min: number; max: number }>(
        'SELECT phone_min_length AS min, phone_max_length AS max FROM countries WHERE country_code = $1',
        [body.country_code],
      )
    ).rows[0];
    if (!country) throw invalid('body.country_code', VALIDATION_MESSAGES.invalid_country);
    if (body.phone.length < country.min || body.phone.length > country.max) {
      throw invalid('body.phone', VALIDATION_MESSAGES.invalid_phone);
    }
    const taken = await app.db.query('SELECT 1 FROM users WHERE username = $1 OR phone = $1', [body.phone]);
    if (taken.rowCount > 0) {
      throw new AppError(409, 'USERNAME_TAKEN', MESSAGES.usernameTaken, [
        fieldError('body.phone', MESSAGES.usernameTaken),
      ]);
    }
    return app.otp.issue({
      purpose: 'register',
      channel: 'sms',
      recipient: body.phone,
      userId: null,
      ip: request.ip,
      language: await requestLanguage(app.db, request, body.language_id),
    });
  });

  route(app, otpApi.publicOtpVerified, async ({ body, request }) =>
    app.otp.verify({
      reference: body.otpReferenceCode,
      code: body.otp,
      purposes: ['register', 'forgot_password'],
      language: await requestLanguage(app.db, request, body.language_id),
    }),
  );

  memberRoute(app, otpApi.memberOtpRequest, async ({ body, member, request }) => {
    const user = (
      await app.db.query<{ phone: string; email: string | null }>(
        'SELECT phone, email FROM users WHERE id = $1',
        [member.userId],
      )
    ).rows[0];
    if (!user) throw new AppError(401, 'NOT_AUTHENTICATED', MESSAGES.notAuthenticated);
    const recipient = body.type_verified === 'sms' ? user.phone : (body.email ?? user.email);
    if (!recipient) throw invalid('body.email', VALIDATION_MESSAGES.required);
    return app.otp.issue({
      purpose: 'verify',
      channel: body.type_verified,
      recipient,
      userId: member.userId,
      ip: request.ip,
      language: await requestLanguage(app.db, request, body.language_id),
    });
  });

  memberRoute(app, otpApi.memberOtpVerified, async ({ body, member, request }) =>
    app.otp.verify({
      reference: body.otpReferenceCode,
      code: body.otp,
      purposes: ['verify'],
      userId: member.userId,
      language: await requestLanguage(app.db, request, body.language_id),
      onVerified: async (tx, code) => {
        const at = deps.now().toISOString();
        if (code.channel === 'sms') {
          // The phone may have changed since the code was sent; only the number it went to is proven.
          await tx.query('UPDATE users SET phone_verified_at = $2 WHERE id = $1 AND phone = $3', [
            member.userId,
            at,
            code.recipient,
          ]);
        } else {
          await tx.query('UPDATE users SET email = $3, email_verified_at = $2 WHERE id = $1', [
            member.userId,
            at,
            code.recipient,
          ]);
        }
      },
    }),
  );
}

export const otpRoutes = fp(otpPlugin, { name: 'otp', dependencies: ['db', 'auth'] });
