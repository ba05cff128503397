export { businessToday, daysBefore, runDailyJob } from './run-daily';
export type { RunDailyOptions } from './run-daily';
export type { DailyJob, DailyRunResult, Payout } from './types';
export type { JobRegistry } from './plugin';
