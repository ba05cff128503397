/** Issue 19's player protection: other modules refuse a timed-out, self-excluded or closed member. */
export { assertNotRestricted, restrictionError, restrictionOf } from './restriction';
export type { Restriction } from './restriction';
export { exclusionRoutes } from './routes';
