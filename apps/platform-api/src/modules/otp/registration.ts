import type { Registration } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { consumeVerifyToken } from './service';

export const OTP_REQUIRED_MESSAGE = 'Verify your phone number with the OTP first';

/**
 * With custom function register_type 'phone_otp', registration needs the verifyToken of an SMS code
 * sent to the registering phone; it is used up here and the phone counts as verified. Called inside
 * the registration transaction, after the member row exists.
 */
export async function requireRegistrationOtp(
  tx: Queryable,
  body: Registration,
  userId: number,
): Promise<void> {
  const { rows } = await tx.query<{ value: { register_type?: string } }>(
    `SELECT value FROM settings WHERE key = 'custom_function'`,
  );
  if (rows[0]?.value.register_type !== 'phone_otp') return;
  const now = new Date();
  const proof = body.otp_verify_token
    ? await consumeVerifyToken(tx, body.otp_verify_token, 'register', now)
    : null;
  if (!proof || proof.recipient !== body.phone) {
    throw new AppError(400, 'OTP_REQUIRED', OTP_REQUIRED_MESSAGE, [
      { field: 'body.otp_verify_token', message: OTP_REQUIRED_MESSAGE },
    ]);
  }
  await tx.query('UPDATE users SET phone_verified_at = $2 WHERE id = $1', [userId, now.toISOString()]);
}
