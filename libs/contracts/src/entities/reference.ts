import { z } from '../zod-config';
import { LANGUAGE_CODES } from '../locales';

export const Id = z.number().int().positive();

export const Language = z.object({
  id: Id,
  code: z.enum(LANGUAGE_CODES),
  name: z.string(),
  native_name: z.string(),
  is_default: z.boolean(),
  is_member: z.boolean(),
});
export type Language = z.infer<typeof Language>;

export const Currency = z.object({
  id: Id,
  code: z.string().min(3).max(8),
  name: z.string(),
  symbol: z.string(),
  /** Symbol after the amount when true. */
  is_following: z.boolean(),
  enable_decimal: z.boolean(),
  is_crypto: z.boolean(),
  /** Digits after the decimal point in the currency's minor unit. */
  scale: z.number().int().min(0).max(18),
});
export type Currency = z.infer<typeof Currency>;

export const CurrencyLanguage = z.object({
  id: Id,
  currency_id: Id,
  language_id: Id,
  is_active: z.boolean(),
});
export type CurrencyLanguage = z.infer<typeof CurrencyLanguage>;

export const Country = z.object({
  id: Id,
  country_code: z.string().length(2),
  country_name: z.string(),
  dial_code: z.string().regex(/^\+\d{1,4}$/),
  phone_min_length: z.number().int().positive(),
  phone_max_length: z.number().int().positive(),
  is_default: z.boolean(),
});
export type Country = z.infer<typeof Country>;

export const SecurityQuestion = z.object({ id: Id, language_id: Id, question: z.string() });
export type SecurityQuestion = z.infer<typeof SecurityQuestion>;

export const RegisterChannel = z.object({ id: Id, language_id: Id, name: z.string() });
export type RegisterChannel = z.infer<typeof RegisterChannel>;

/** A bank a member of a given currency can hold an account with. */
export const BankCurrencyInformation = z.object({
  id: Id,
  currency_id: Id,
  bank_code: z.string(),
  bank_name: z.string(),
  logo_url: z.string().nullable(),
  /** Allowed account number lengths in digits. */
  account_lengths: z.array(z.number().int().positive()),
});
export type BankCurrencyInformation = z.infer<typeof BankCurrencyInformation>;

export const CONTACT_CODES = ['tawk', 'livechat', 'zendesk', 'viberapp', 'others'] as const;
export const ContactChannel = z.object({
  id: Id,
  contact_code_name: z.enum(CONTACT_CODES),
  name: z.string(),
  contact_link: z.string(),
  is_default: z.boolean(),
});
export type ContactChannel = z.infer<typeof ContactChannel>;
