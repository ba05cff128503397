import { englishMessage, vmsg } from '@casino/contracts';
import type { PeriodUnit } from './periods';

const DEPOSIT_LIMIT_KEYS = {
  day: 'deposit_limit_daily',
  week: 'deposit_limit_weekly',
  month: 'deposit_limit_monthly',
} as const satisfies Record<PeriodUnit, string>;

/** English texts of this module's errors; the web shows each reason's localized text. */
export const GAMBLING_LIMIT_MESSAGES = {
  /** A validation message: the deposit form shows it under the amount in the page's language. */
  depositOverLimit: (unit: PeriodUnit, left: string) =>
    englishMessage(vmsg(DEPOSIT_LIMIT_KEYS[unit], { left })),
  realityCheckOption: 'Choose one of the intervals offered',
  invalidAmount: 'Enter an amount above zero',
} as const;
