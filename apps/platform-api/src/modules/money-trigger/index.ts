export { moneyTriggerRoutes } from './routes';
export { payTriggers } from './pay';
export type { TriggerPayment, PaidReceipt } from './pay';
