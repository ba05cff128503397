/** Issue 19 (part 1): members' own deposit, loss and session limits and the reality check. */
export { gamblingLimitRoutes } from './routes';
export { assertDepositWithinLimits, betRefusal } from './enforce';
