import { moneyToMinor } from '@casino/contracts';

/** Enough decimals to compare any currency or token amount exactly. */
const COMPARE_SCALE = 8;

function units(amount: string): bigint {
  return moneyToMinor(amount, COMPARE_SCALE);
}

export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const difference = units(a) - units(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

export type AmountProblem =
  | { kind: 'required' }
  | { kind: 'digits' }
  | { kind: 'min'; limit: string }
  | { kind: 'max'; limit: string }
  | { kind: 'balance' };

export interface AmountRules {
  min?: string | undefined;
  max?: string | undefined;
  /** The amount may not exceed what the member holds (withdraw, transfer). */
  balance?: string | undefined;
}

/** Spec 5: required, digits only, between min and max; withdrawals and transfers also within the balance. */
export function checkAmount(value: string, rules: AmountRules): AmountProblem | null {
  const amount = value.trim();
  if (amount === '') return { kind: 'required' };
  if (!/^\d+$/.test(amount)) return { kind: 'digits' };
  if (rules.min !== undefined && compareMoney(amount, rules.min) < 0)
    return { kind: 'min', limit: rules.min };
  if (rules.balance !== undefined && compareMoney(amount, rules.balance) > 0) return { kind: 'balance' };
  if (rules.max !== undefined && compareMoney(amount, rules.max) > 0)
    return { kind: 'max', limit: rules.max };
  return null;
}
