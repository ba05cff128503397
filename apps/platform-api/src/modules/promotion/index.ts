export { promotionRoutes } from './routes';
export {
  assertDepositPromotion,
  attachDepositPromotion,
  openCouponPromotion,
  promotionTargetUnmet,
} from './members';
export { promotionTurnoverProjection } from './projection';
