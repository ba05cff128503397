export { default as cashbackRoutes } from './routes';
export { cashbackJob, CASHBACK_CRON } from './jobs';
export { CASHBACK_MESSAGES, DEFAULT_LEVEL, MEMBER_LEVEL_SQL } from './programme';
