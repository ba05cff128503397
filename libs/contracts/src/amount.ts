import { z } from './zod-config';
import { moneyToMinor } from './money';
import type { MoneyString } from './money';
import { vmsg } from './validation';

const decimalsOf = (amount: string) => amount.split('.')[1]?.length ?? 0;

/** Exact comparison of two decimal amounts, whatever their decimals (no floats). */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const scale = Math.max(decimalsOf(a.trim()), decimalsOf(b.trim()));
  const difference = moneyToMinor(a, scale) - moneyToMinor(b, scale);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** Spec 9: a currency shows no decimals, or two where it enables them; members type amounts the same way. */
export function amountDecimals(currency: { enable_decimal: boolean }): number {
  return currency.enable_decimal ? 2 : 0;
}

export interface AmountRules {
  /** Decimal places the member may type: 0 is digits only. */
  decimals: number;
  min?: MoneyString | undefined;
  max?: MoneyString | undefined;
  /** What the member holds: the amount may not exceed it (withdrawals, transfers). */
  balance?: MoneyString | undefined;
  /** How a limit reads in a message (the currency's format, "฿100"); the amount as it is by default. */
  display?: (amount: MoneyString) => string;
}

function amountProblem(amount: string, rules: AmountRules): string | null {
  const display = rules.display ?? ((limit: string) => limit);
  if (amount === '') return vmsg('required');
  const decimal = /^\d+(?:\.(\d*))?$/.exec(amount);
  if (!decimal) return rules.decimals > 0 ? vmsg('invalid_value') : vmsg('digits_only');
  const fraction = decimal[1];
  if (fraction !== undefined && rules.decimals === 0) return vmsg('digits_only');
  if (fraction !== undefined && fraction.length > rules.decimals)
    return vmsg('max_decimals', { decimals: rules.decimals });
  const plain = amount.replace(/\.$/, '');
  if (compareMoney(plain, '0') <= 0) return vmsg('amount_positive');
  if (rules.min !== undefined && compareMoney(plain, rules.min) < 0)
    return vmsg('amount_min', { min: display(rules.min) });
  if (rules.balance !== undefined && compareMoney(plain, rules.balance) > 0)
    return vmsg('amount_above_balance');
  if (rules.max !== undefined && compareMoney(plain, rules.max) > 0)
    return vmsg('amount_max', { max: display(rules.max) });
  return null;
}

/**
 * Spec 5's amount as a form types it: required, digits only (decimals only where the currency enables
 * them), more than zero, at least the minimum, within the balance, at most the maximum, one message at a
 * time in that order (VALIDATION_MESSAGES keys). The output is a MoneyString, so a form schema made by
 * swapping it into a request schema (`DepositPromptpayBody.extend({ deposit_amount: amountSchema(…) })`)
 * sends only what that request schema accepts.
 */
export function amountSchema(rules: AmountRules) {
  return z
    .string({ error: vmsg('required') })
    .trim()
    .superRefine((amount, ctx) => {
      const problem = amountProblem(amount, rules);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((amount): MoneyString => amount.replace(/\.$/, ''));
}
