import { z } from 'zod';
import {
  amountDecimals,
  amountSchema,
  DepositGatewayBody,
  DepositPromptpayBody,
  DepositSlipBody,
  QueueWithdrawalBody,
  SLIP_MAX_BYTES,
  TransferSource,
  vmsg,
  WalletTransferBody,
} from '@casino/contracts';
import type { AmountRules, MinimumTransfer, MoneyString, WithdrawalConfig } from '@casino/contracts';
import type { WalletCurrency } from './api/wallet';
import { checkSlipFile } from './slip-file';
import { moneyFormatter } from './text';

/**
 * The cashbox forms' schemas: each is the contracts' request schema with the amount refined by spec 5's
 * rules for the member's currency (its decimals, its limits shown in its format), so a form sends only
 * what the server's schema accepts. The rules themselves (min, max, balance) come from the server.
 */
export function amountRules(
  currency: WalletCurrency,
  limits: Pick<AmountRules, 'min' | 'max' | 'balance'>,
): AmountRules {
  return { ...limits, decimals: amountDecimals(currency), display: moneyFormatter(currency) };
}

/** A select's id: '' while nothing is chosen. */
const chosenId = z
  .string()
  .min(1, vmsg('required'))
  .transform((id) => Number(id));

/** The optional promotion of a deposit: '' is none. */
const promotionChoice = z.string().transform((id) => (id ? Number(id) : undefined));

/** An optional note: sent only when something was typed. */
const note = (max: number) =>
  z
    .string()
    .trim()
    .max(max, vmsg('max_length', { max }))
    .transform((text) => text || undefined);

/** What the deposit forms choose the limits from: the method's currency limits, else a receiving account's. */
export interface DepositLimits {
  min_deposit: MoneyString;
  max_deposit: MoneyString;
}

const depositAmount = (currency: WalletCurrency, limits: DepositLimits) =>
  amountSchema(amountRules(currency, { min: limits.min_deposit, max: limits.max_deposit }));

export function promptpayFormSchema(currency: WalletCurrency, limits: DepositLimits) {
  return DepositPromptpayBody.extend({
    deposit_amount: depositAmount(currency, limits),
    promotion_information_id: promotionChoice,
  });
}

const gateway = DepositGatewayBody.pick({ deposit_amount: true });

/** Phone wallet: the wallet's phone (digits, 9 to 15, as the request schema says) and the amount. */
export function phoneWalletFormSchema(currency: WalletCurrency, limits: DepositLimits) {
  return gateway.extend({
    deposit_amount: depositAmount(currency, limits),
    phone: z
      .string()
      .trim()
      .min(1, vmsg('required'))
      .regex(/^\d+$/, vmsg('digits_only'))
      .min(9, vmsg('min_digits', { min: 9 }))
      .max(15, vmsg('max_digits', { max: 15 })),
    promotion_information_id: promotionChoice,
  });
}

export function cryptoFormSchema(currency: WalletCurrency, limits: DepositLimits) {
  return gateway.extend({
    deposit_amount: depositAmount(currency, limits),
    crypto_currency_id: chosenId,
    promotion_information_id: promotionChoice,
  });
}

export function autoBankFormSchema(currency: WalletCurrency, limits: DepositLimits) {
  return gateway.extend({ deposit_amount: depositAmount(currency, limits) });
}

/** Spec 5: the slip is a JPEG, PNG or WebP image of at most 2 MB (the server sniffs the content again). */
export const slipFile = z.custom<FileList | File | null>().transform((value, ctx) => {
  const file = value instanceof FileList ? value.item(0) : value;
  const problem = checkSlipFile(file);
  if (problem === null && file) return file;
  ctx.addIssue({
    code: 'custom',
    message:
      problem === 'type'
        ? vmsg('image_type')
        : problem === 'size'
          ? vmsg('image_too_large', { max: SLIP_MAX_BYTES / (1024 * 1024) })
          : vmsg('required'),
  });
  return z.NEVER;
});

/**
 * Bank transfer with slip: the receiving account, the amount within that account's limits (the panel
 * passes the method's until one is chosen), a note, the slip (uploaded first; its url goes in the body).
 */
export function bankSlipFormSchema(currency: WalletCurrency, limits: DepositLimits) {
  return DepositSlipBody.omit({ slip_image_url: true }).extend({
    payment_bank_information_id: chosenId,
    deposit_amount: depositAmount(currency, limits),
    note: note(500),
    promotion_information_id: promotionChoice,
    slip: slipFile,
  });
}

/** Withdraw: between the limits and within the balance. The idempotency key is added per attempt. */
export function withdrawFormSchema(currency: WalletCurrency, config: WithdrawalConfig) {
  return QueueWithdrawalBody.pick({ amount: true, note: true }).extend({
    amount: amountSchema(
      amountRules(currency, { min: config.min_amount, max: config.max_amount, balance: config.balance }),
    ),
    note: note(200),
  });
}

/** Transfer: at least the minimum, at most the chosen bonus balance. */
export function transferFormSchema(
  currency: WalletCurrency,
  minimum: MinimumTransfer,
  source: TransferSource,
) {
  return WalletTransferBody.extend({
    source: TransferSource,
    amount: amountSchema(amountRules(currency, { min: minimum.min_amount, balance: minimum[source] })),
  });
}
export type TransferFormValues = z.input<ReturnType<typeof transferFormSchema>>;
