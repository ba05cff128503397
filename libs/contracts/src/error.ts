import { z } from './zod-config';

/**
 * Machine-readable reasons the server puts in an error body. The client maps them to localized text
 * (`errors.<reason>`), falling back to the server's English message.
 */
export const ErrorReason = z.enum([
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_AUTHENTICATED',
  'INVALID_CREDENTIALS',
  'USERNAME_TAKEN',
  'INVALID_REFERRAL_CODE',
  'RATE_LIMITED',
  /** Spec 8: shown as the OTP retry message, so only the OTP flows (codes, verify tokens) answer it. */
  'DATA_NOT_FOUND',
  /** Anything else that does not exist (a route, a game, a deposit, a withdrawal). */
  'NOT_FOUND',
  'FORBIDDEN',
  'CONFLICT',
  'INSUFFICIENT_FUNDS',
  'TURNOVER_REQUIRED',
  'PROFILE_INCOMPLETE',
  'OTP_INCORRECT',
  'OTP_EXPIRED',
  'OTP_REQUIRED',
  'BANK_ACCOUNT_TAKEN',
  'CURRENT_PASSWORD_INCORRECT',
  'DEPOSIT_PENDING',
  'AMOUNT_OUT_OF_RANGE',
  'QR_CODE_EXPIRED',
  'INVALID_SIGNATURE',
  /** The member's privilege list lacks what the page or call needs (rebate, coupon, quest...). */
  'PRIVILEGE_REQUIRED',
  /** Spec 4: a promotion is active; it must be deactivated before another is received. */
  'PROMOTION_ACTIVE',
  /** Spec 4: another bonus kind is active; the member must confirm replacing it. */
  'BONUS_REPLACE_REQUIRED',
  /** Spec 8: "Unable to redeem with coupon code at this time; coupon code unavailable". */
  'COUPON_UNAVAILABLE',
  /** Each coupon code once per member. */
  'COUPON_ALREADY_REDEEMED',
  /** Spec 4: a coupon is under verification; the member cannot play, deposit or withdraw until it ends. */
  'COUPON_UNDER_VERIFICATION',
  /** Spec 8's quest claim warnings (400): the quest is not completed ("Mission Completed Not Found")... */
  'QUEST_NOT_COMPLETED',
  'QUEST_ALREADY_CLAIMED',
  'QUEST_ALREADY_JOINED',
  'QUEST_ENDED',
  /** The quest needs a higher member level. */
  'QUEST_LEVEL_REQUIRED',
  'QUEST_ALREADY_CHECKED_IN',
  /** No daily check-in runs for the member's currency. */
  'QUEST_NO_CHECK_IN',
  /** Spec 8: "Points not enough" (points_is_not_enough). */
  'POINTS_NOT_ENOUGH',
  /** A shop item or exchange that is inactive, out of stock or not of the member's currency. */
  'REWARD_UNAVAILABLE',
  /** A free-spin offer or grant that is inactive, used up or expired. */
  'FREE_SPIN_UNAVAILABLE',
  /** Issue 19: a deposit over the member's own daily, weekly or monthly deposit limit (message: what remains). */
  'DEPOSIT_LIMIT_DAILY',
  'DEPOSIT_LIMIT_WEEKLY',
  'DEPOSIT_LIMIT_MONTHLY',
  /** Two-factor: the authenticator or recovery code is wrong, already used, or not for now. */
  'TWO_FACTOR_CODE_INCORRECT',
  /** Two-factor login: the challenge is expired or invalid; the member logs in again. */
  'TWO_FACTOR_CHALLENGE_EXPIRED',
  /** Issue 19: login, deposits and bets refused during a time-out or self-exclusion (message names the end). */
  'TIME_OUT_ACTIVE',
  'SELF_EXCLUDED',
  /** The member closed the account. */
  'ACCOUNT_CLOSED',
  /** Closing needs an empty wallet and no deposit or withdrawal in flight. */
  'CLOSE_BALANCE_REMAINING',
  'CLOSE_TRANSACTION_PENDING',
  'INTERNAL',
]);
export type ErrorReason = z.infer<typeof ErrorReason>;

/** One failing field, by its dotted path (`body.password`, `query.$limit`). */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/** What the server answers on any 4xx or 5xx. */
export const ErrorBody = z.object({
  code: z.number().int(),
  name: z.string(),
  reason: ErrorReason,
  message: z.string(),
  errors: z.array(FieldError).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Spec section 3's Error object, as the client hands it to the shell. */
export interface ApiError {
  code: number;
  message: string;
  reason: ErrorReason | undefined;
  errors: FieldError[];
  headers: Record<string, string>;
  CorrelationID: string;
}

// Zod-free (its own module), so the first load's API client takes it without the schemas here.
export { CORRELATION_HEADER } from './correlation-header';
