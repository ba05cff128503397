export { promotionRoutes } from './routes';
export { assertDepositPromotion, attachDepositPromotion, promotionTargetUnmet } from './members';
export { promotionTurnoverProjection } from './projection';
