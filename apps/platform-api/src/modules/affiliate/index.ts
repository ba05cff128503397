export { default as affiliateRoutes } from './routes';
export { affiliateJob } from './job';
export { AFFILIATE_CRON, AFFILIATE_JOB, AFFILIATE_MESSAGES } from './programme';
