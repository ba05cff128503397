import { z } from './zod-config';
import { TransactionStatus } from './ledger';
import { MoneyString } from './money';

/** Manual: staff approve each request. Auto: paid at once when at or below `auto_max_amount`. */
export const WithdrawalMode = z.enum(['manual', 'auto']);
export type WithdrawalMode = z.infer<typeof WithdrawalMode>;

/** The member's registered bank account the money goes to. */
export const WithdrawalBank = z.object({
  bank_id: z.number().int().positive(),
  bank_code: z.string(),
  bank_name: z.string(),
  bank_no: z.string(),
  account_name: z.string(),
});

export const Withdrawal = z.object({
  id: z.number().int().positive(),
  /** The reference members and staff quote. */
  reference: z.string(),
  status: TransactionStatus,
  currency_id: z.number().int().positive(),
  amount: MoneyString,
  note: z.string().nullable(),
  /** How this request was processed. */
  mode: WithdrawalMode,
  bank: WithdrawalBank.nullable(),
  /** Staff's reason when refused. */
  fail_reason: z.string().nullable(),
  /** Refused: the member should contact staff (spec 8: "withdrawal not successful, contact staff"). */
  contact_staff: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

export const QueueWithdrawalBody = z.strictObject({
  amount: MoneyString,
  note: z.string().trim().max(200).optional(),
  withdrawal_type_id: z.number().int().positive().optional(),
  /**
   * One per attempt of the form (a UUID): the same key again, from a double click or a retry after a lost
   * reply, answers with the first request instead of holding the money twice.
   */
  idempotency_key: z.string().trim().min(8).max(100).optional(),
});
export type QueueWithdrawalBody = z.infer<typeof QueueWithdrawalBody>;

export const WithdrawalSummary = z.object({
  total_count: z.number().int().min(0),
  pending_count: z.number().int().min(0),
  success_count: z.number().int().min(0),
  fail_count: z.number().int().min(0),
  pending_amount: MoneyString,
  success_amount: MoneyString,
  fail_amount: MoneyString,
});
export type WithdrawalSummary = z.infer<typeof WithdrawalSummary>;

/** The member's withdrawal limits and whether they may withdraw now. */
export const WithdrawalConfig = z.object({
  currency_id: z.number().int().positive(),
  min_amount: MoneyString,
  max_amount: MoneyString,
  mode: WithdrawalMode,
  /** In auto mode, requests up to this amount are paid at once; larger ones wait for staff. */
  auto_max_amount: MoneyString,
  balance: MoneyString,
  turn_deposit: MoneyString,
  turn_deposit_target: MoneyString,
  turnover_met: z.boolean(),
  has_pending: z.boolean(),
});
export type WithdrawalConfig = z.infer<typeof WithdrawalConfig>;

export const WithdrawalType = z.object({
  id: z.number().int().positive(),
  code: z.enum(['BANK']),
  name: z.string(),
  mode: WithdrawalMode,
});
export type WithdrawalType = z.infer<typeof WithdrawalType>;

/** Text shown above the withdrawal form, per language. */
export const WithdrawDescription = z.object({
  language_code: z.string(),
  description: z.string(),
});
export type WithdrawDescription = z.infer<typeof WithdrawDescription>;
