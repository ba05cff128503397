import { z } from './zod-config';
import { MoneyString } from './money';

/** Balances a member may move into the main wallet. */
export const TransferSource = z.enum(['cashback', 'rebate', 'affiliate']);
export type TransferSource = z.infer<typeof TransferSource>;

export const WalletTransferBody = z.strictObject({
  amount: MoneyString,
  /** The form attempt's key: a repeat (double click, retry after a lost reply) answers the first move. */
  idempotency_key: z.string().trim().min(8).max(100).optional(),
});
export type WalletTransferBody = z.infer<typeof WalletTransferBody>;

/** One completed move from a bonus balance to the main wallet. */
export const WalletTransfer = z.object({
  id: z.number().int().positive(),
  source: TransferSource,
  amount: MoneyString,
  currency_id: z.number().int().positive(),
  /** Transfers are immediate; kept for the history's status column. */
  status: z.literal('success'),
  /** Balances after the transfer. */
  balance: MoneyString,
  source_balance: MoneyString,
  createdAt: z.string(),
});
export type WalletTransfer = z.infer<typeof WalletTransfer>;

export const MinimumTransfer = z.object({
  currency_id: z.number().int().positive(),
  min_amount: MoneyString,
  cashback: MoneyString,
  rebate: MoneyString,
  affiliate: MoneyString,
});
export type MinimumTransfer = z.infer<typeof MinimumTransfer>;

export const WalletTransferSummary = z.object({
  total_count: z.number().int().min(0),
  cashback_amount: MoneyString,
  rebate_amount: MoneyString,
  affiliate_amount: MoneyString,
  total_amount: MoneyString,
});
export type WalletTransferSummary = z.infer<typeof WalletTransferSummary>;
