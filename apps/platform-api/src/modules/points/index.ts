/**
 * Points: the member's `points` ledger account (hundredths of a point) and `badge_points` (every point
 * ever earned). Other modules earn, spend and return points only through these helpers.
 */
export {
  earnPoints,
  earnTransfers,
  publishPointNotice,
  returnPoints,
  spendPoints,
  POINT_MESSAGES,
} from './ledger';
export type { PointMovementInput } from './ledger';
export { pointString } from './history';
export { pointsRoutes } from './routes';
