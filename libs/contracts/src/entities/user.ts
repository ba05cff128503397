import { z } from '../zod-config';
import { MoneyString } from '../money';
import { Id } from './reference';

export const Gender = z.enum(['male', 'female']);

/** The member as `GET /api/mb/users` and login return them. */
export const AuthenticatedUser = z.object({
  id: Id,
  username: z.string(),
  phone: z.string(),
  country_code: z.string(),
  currency_id: Id,
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string().nullable(),
  gender: Gender.nullable(),
  DOB: z.string().nullable(),
  bank_no: z.string().nullable(),
  bank_currency_information_id: Id.nullable(),
  register_channal_id: Id.nullable(),
  /** The member's own referral code, to share. */
  ref_code: z.string(),
  subscribe_email: z.boolean(),
  createdAt: z.string(),
});
export type AuthenticatedUser = z.infer<typeof AuthenticatedUser>;

/** Numbers of points, which may have two decimals (12.5): the ledger keeps hundredths of a point. */
export const PointData = z.object({
  point: z.number().min(0),
  badge_point: z.number().min(0),
  is_display: z.boolean(),
});

export const WalletCurrency = z.object({
  id: Id,
  code: z.string(),
  symbol: z.string(),
  is_following: z.boolean(),
  enable_decimal: z.boolean(),
});

export const Wallet = z.object({
  id: Id,
  balance: MoneyString,
  cashback: MoneyString,
  rebate: MoneyString,
  affiliate: MoneyString,
  /** The active promotion's bonus, kept apart from `balance` until its target is met. */
  bonus: MoneyString,
  currency: WalletCurrency,
  pointData: PointData,
  turn_deposit: MoneyString,
  turn_deposit_target: MoneyString,
});
export type Wallet = z.infer<typeof Wallet>;

/** Spec section 4: three profile steps; the server says which are active. */
export const ActiveStep = z.object({
  step_no: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  name: z.string(),
  is_active: z.boolean(),
  is_completed: z.boolean(),
});
export type ActiveStep = z.infer<typeof ActiveStep>;
