import { z } from './zod-config';
import { MoneyString } from './money';

/** Spec section 3: the five deposit methods. */
export const PaymentTypeCode = z.enum(['BANK', 'PROMPTPAY', 'TRUEWALLET', 'CRYPTO', 'AUTO_BANK']);
export type PaymentTypeCode = z.infer<typeof PaymentTypeCode>;

/** Statuses as the histories show them: pending (waiting), success, fail (shown as cancel). */
export const DepositStatus = z.enum(['pending', 'success', 'fail']);
export type DepositStatus = z.infer<typeof DepositStatus>;

/** A deposit method offered in the member's currency, with its limits and charges. */
export const PaymentType = z.object({
  id: z.number().int().positive(),
  payment_type_code: PaymentTypeCode,
  /** SLIP (bank transfer with slip), QR, WALLET, CRYPTO, AUTO. */
  category: z.string(),
  name: z.string(),
  payment_type_currency_limits: z.object({
    currency_id: z.number().int().positive(),
    min_deposit: MoneyString,
    max_deposit: MoneyString,
    /** Percentage fee as a decimal string ("1.9" = 1.9%), deducted from the credited amount. */
    fee_percent: z.string(),
    /** Flat service charge per deposit (spec section 9: 5 baht for bank transfers), deducted too. */
    service_charge: MoneyString,
  }),
});
export type PaymentType = z.infer<typeof PaymentType>;

/** One of the brand's receiving accounts; min/max are the effective limits (own, else the type's). */
export const PaymentBankInformation = z.object({
  id: z.number().int().positive(),
  payment_type_id: z.number().int().positive(),
  bank_code: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_name: z.string(),
  account_no: z.string(),
  min_deposit: MoneyString,
  max_deposit: MoneyString,
});
export type PaymentBankInformation = z.infer<typeof PaymentBankInformation>;

export const CryptoCurrency = z.object({
  id: z.number().int().positive(),
  payment_type_id: z.number().int().positive(),
  token: z.string(),
  network: z.string(),
  is_active: z.boolean(),
  /** Fiat of the member's currency per one token. */
  exchange_rate: z.string(),
});
export type CryptoCurrency = z.infer<typeof CryptoCurrency>;

export const DepositCrypto = z.object({
  token: z.string(),
  network: z.string(),
  /** Token amount to send, rounded up to the token's decimals. */
  crypto_amount: z.string(),
  exchange_rate: z.string(),
  payment_address: z.string(),
  /** The fiat amount credited once paid. */
  receiving_amount: MoneyString,
  transaction_id: z.string().nullable(),
});

export const Deposit = z.object({
  id: z.number().int().positive(),
  /** The reference code members and the gateway quote. */
  reference: z.string(),
  payment_type_code: PaymentTypeCode,
  status: DepositStatus,
  currency_id: z.number().int().positive(),
  deposit_amount: MoneyString,
  /** Fee plus service charge, deducted from the deposit amount. */
  fee: MoneyString,
  /** What the wallet receives: deposit_amount − fee. */
  receive_amount: MoneyString,
  note: z.string().nullable(),
  payment_bank_information_id: z.number().int().positive().nullable(),
  bank: PaymentBankInformation.nullable(),
  slip_image_url: z.string().nullable(),
  promotion_information_id: z.number().int().positive().nullable(),
  phone: z.string().nullable(),
  /** EMVCo PromptPay payload; the client renders it as a QR code. */
  qr_payload: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** Seconds until the QR code expires or the wallet payment times out (0 once passed). */
  time_left: z.number().int().min(0).nullable(),
  /** A phone-wallet deposit unconfirmed after 5 minutes: the member should contact the administrator. */
  contact_admin: z.boolean(),
  crypto: DepositCrypto.nullable(),
  fail_reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Deposit = z.infer<typeof Deposit>;

export const DepositSummary = z.object({
  total_count: z.number().int().min(0),
  pending_count: z.number().int().min(0),
  success_count: z.number().int().min(0),
  fail_count: z.number().int().min(0),
  /** Sum of deposit_amount of successful deposits in the range. */
  success_amount: MoneyString,
  /** Sum of receive_amount of successful deposits in the range. */
  received_amount: MoneyString,
});
export type DepositSummary = z.infer<typeof DepositSummary>;

export const PendingDepositCheck = z.object({
  has_pending: z.boolean(),
  deposit: Deposit.nullable(),
});

export const FeeQuote = z.object({
  deposit_amount: MoneyString,
  fee: MoneyString,
  receive_amount: MoneyString,
  /** How the percentage fee is rounded to the minor unit. */
  rounding: z.literal('half-up'),
});
export type FeeQuote = z.infer<typeof FeeQuote>;

export const SlipUpload = z.object({
  id: z.string(),
  /** Readable only by its owner (and staff), with the sniffed content type. */
  url: z.string(),
  content_type: z.enum(['image/jpeg', 'image/png', 'image/webp']),
  size: z.number().int().positive(),
});
export type SlipUpload = z.infer<typeof SlipUpload>;

/** Slips are read back at `${SLIP_FILE_PATH}/{id}` (GET, member session). */
const optionalId = z.number().int().positive().optional();
const note = z.string().trim().max(500).optional();

/** Spec section 7's deposit update: a bank transfer with its slip, pending until staff decide. */
export const DepositSlipBody = z.strictObject({
  payment_bank_information_id: z.number().int().positive(),
  deposit_amount: MoneyString,
  note,
  /** The `url` that upload-slip returned. */
  slip_image_url: z.string().min(1).max(300),
  promotion_information_id: optionalId,
});

export const DepositPromptpayBody = z.strictObject({
  deposit_amount: MoneyString,
  promotion_information_id: optionalId,
});

export const DepositGatewayBody = z.strictObject({
  payment_type_code: PaymentTypeCode.extract(['TRUEWALLET', 'CRYPTO', 'AUTO_BANK']),
  deposit_amount: MoneyString,
  /** TRUEWALLET: the wallet's phone number. */
  phone: z
    .string()
    .regex(/^\d{9,15}$/)
    .optional(),
  /** CRYPTO: one of currency-crypto's ids. */
  crypto_currency_id: optionalId,
  promotion_information_id: optionalId,
  note,
});

export const SLIP_FILE_PATH = '/api/mb/upload-slip';
export const SLIP_MAX_BYTES = 2 * 1024 * 1024;
