import './i18n';

export { promotionsSiteRoutes } from './routes';
export { cashbackKeys } from './cashback/keys';
export { couponKeys } from './coupon/keys';
export { cashbackLiveQueryKeys, couponLiveQueryKeys } from './live';
export { ActivePromotion } from './components/active-promotion';
export { PromotionCard } from './components/promotion-card';
export { usePromotions, useActivePromotion, useReceivePromotion } from './api/promotions';
