import type { PeriodUnit } from './periods';

const PERIOD_NAMES: Record<PeriodUnit, string> = { day: 'daily', week: 'weekly', month: 'monthly' };
const PERIOD_NOUNS: Record<PeriodUnit, string> = { day: 'today', week: 'this week', month: 'this month' };

/** English texts of this module's errors; the web shows each reason's localized text. */
export const GAMBLING_LIMIT_MESSAGES = {
  depositOverLimit: (unit: PeriodUnit, left: string) =>
    `This deposit is over your ${PERIOD_NAMES[unit]} deposit limit: you can deposit ${left} more ${PERIOD_NOUNS[unit]}.`,
  realityCheckOption: 'Choose one of the intervals offered',
  invalidAmount: 'Enter an amount above zero',
} as const;
