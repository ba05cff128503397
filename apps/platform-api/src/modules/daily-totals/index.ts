export { dailyTotalsProjection } from './projection';
export { dailyTotalsOf } from './read';
export type { DailyTotals } from './read';
