export { promotionRoutes } from './routes';
export {
  assertDepositPromotion,
  attachDepositPromotion,
  receivePromotion,
  promotionTargetUnmet,
} from './members';
export { promotionTurnoverProjection } from './projection';
