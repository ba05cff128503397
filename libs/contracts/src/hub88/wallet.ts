import { z } from '../zod-config';

/**
 * The Hub88 operator Wallet API (seamless wallet): the five POST calls Hub88 makes to an operator, as
 * published in the operator API reference at docs.hub88.io. Field names are Hub88's own (snake_case).
 * Every request carries an `X-Hub88-Signature` header: RSA-SHA256 over the raw body, base64. The
 * operator answers HTTP 200 with a `status` for business outcomes. Requests are loose objects: Hub88 may
 * add fields, and the signature covers the raw body anyway.
 */
export const HUB88_SIGNATURE_HEADER = 'X-Hub88-Signature';

export const WALLET_PATHS = {
  userInfo: '/user/info',
  userBalance: '/user/balance',
  bet: '/transaction/bet',
  win: '/transaction/win',
  rollback: '/transaction/rollback',
} as const;

/** Amounts are integers worth 1/100,000 of the currency unit: 3.56 is sent as 356000. */
export const HUB88_AMOUNT_SCALE = 5;
export const Hub88Amount = z.number().int().nonnegative();
export type Hub88Amount = z.infer<typeof Hub88Amount>;

/** Minor units of a currency with `scale` decimals to Hub88 units; exact, or RangeError. */
export function minorToHub88(minor: bigint, scale: number): number {
  const shift = HUB88_AMOUNT_SCALE - scale;
  const value = shift >= 0 ? minor * 10n ** BigInt(shift) : exactDivide(minor, 10n ** BigInt(-shift));
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < 0n) throw new RangeError(`Out of range: ${minor}`);
  return Number(value);
}

/** Hub88 units to minor units of a currency with `scale` decimals; exact, or RangeError. */
export function hub88ToMinor(amount: number, scale: number): bigint {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not a Hub88 amount: ${amount}`);
  const shift = HUB88_AMOUNT_SCALE - scale;
  return shift >= 0
    ? exactDivide(BigInt(amount), 10n ** BigInt(shift))
    : BigInt(amount) * 10n ** BigInt(-shift);
}

function exactDivide(value: bigint, divisor: bigint): bigint {
  if (value % divisor !== 0n) throw new RangeError(`${value} is not a whole number of ${divisor}`);
  return value / divisor;
}

export const Hub88Status = z.enum([
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_LIMIT_REACHED',
]);
export type Hub88Status = z.infer<typeof Hub88Status>;

/** ISO 4217 code (or Hub88's extra codes, e.g. for crypto display units). */
export const Hub88Currency = z.string().min(3).max(8);
/** Hub88 sends UUIDs, but the operator echoes whatever it received, so only non-empty is required. */
const Id = z.string().min(1);

// ---------- /user/info ----------
export const UserInfoRequest = z.looseObject({
  user: z.string().min(1),
  request_uuid: Id,
});
export type UserInfoRequest = z.infer<typeof UserInfoRequest>;

export const UserInfoResponse = z.looseObject({
  user: z.string(),
  status: Hub88Status,
  request_uuid: Id,
  /** ISO 3166-1 alpha-2 country of the player in this session. */
  country: z.string().length(2).optional(),
  jurisdiction: z.string().optional(),
  sub_partner_id: z.string().optional(),
  /** YYYY-MM-DD. */
  birth_date: z.string().optional(),
  /** YYYY-MM-DD. */
  registration_date: z.string().optional(),
});
export type UserInfoResponse = z.infer<typeof UserInfoResponse>;

// ---------- /user/balance ----------
export const BalanceRequest = z.looseObject({
  /** The operator's user id; may be absent in demo play. */
  user: z.string().min(1).optional(),
  token: z.string().min(1),
  request_uuid: Id,
  game_code: z.string().nullable().optional(),
});
export type BalanceRequest = z.infer<typeof BalanceRequest>;

/** The answer to balance, bet, win and rollback. Error answers may omit the balance fields. */
export const WalletResponse = z.looseObject({
  user: z.string().optional(),
  status: Hub88Status,
  request_uuid: Id,
  currency: Hub88Currency.optional(),
  balance: Hub88Amount.optional(),
});
export type WalletResponse = z.infer<typeof WalletResponse>;

// ---------- transactions ----------
const TransactionFields = {
  user: z.string().min(1),
  /** Hub88's id of this money movement: applied at most once by the operator. */
  transaction_uuid: Id,
  /** The game supplier's own id of the same movement. */
  supplier_transaction_id: z.string().optional(),
  token: z.string().min(1),
  supplier_user: z.string().nullable().optional(),
  /** True on the transaction that ends the round. */
  round_closed: z.boolean().nullable().optional(),
  /** Groups the bets and wins of one game round. */
  round: z.string().nullable().optional(),
  /** Set when the transaction belongs to a free-bet reward. */
  reward_uuid: z.string().nullable().optional(),
  request_uuid: Id,
  game_code: z.string().min(1),
  /** Free-form supplier data for the round. */
  meta: z.record(z.string(), z.unknown()).nullable().optional(),
};

export const BetRequest = z.looseObject({
  ...TransactionFields,
  currency: Hub88Currency,
  amount: Hub88Amount,
  /** True when the stake is paid by a free bet rather than the player's balance. */
  is_free: z.boolean().optional(),
  is_aggregated: z.boolean().optional(),
  /** Supplier's description of the bet (e.g. the bet position), free text. */
  bet: z.string().nullable().optional(),
});
export type BetRequest = z.infer<typeof BetRequest>;

export const WinRequest = z.looseObject({
  ...TransactionFields,
  currency: Hub88Currency,
  amount: Hub88Amount,
  /** The bet this win settles. */
  reference_transaction_uuid: Id,
  is_free: z.boolean().optional(),
  is_aggregated: z.boolean().optional(),
  bet: z.string().nullable().optional(),
});
export type WinRequest = z.infer<typeof WinRequest>;

/** Cancels the referenced transaction; it carries no amount: the operator reverses what it applied. */
export const RollbackRequest = z.looseObject({
  ...TransactionFields,
  /** Tolerated as absent: a rollback must be accepted even when the game is no longer known. */
  game_code: z.string().nullable().optional(),
  reference_transaction_uuid: Id,
});
export type RollbackRequest = z.infer<typeof RollbackRequest>;
