import './i18n';

export { promotionsSiteRoutes } from './routes';
export { cashbackKeys, cashbackLiveQueryKeys } from './cashback/keys';
export { ActivePromotion } from './components/active-promotion';
export { PromotionCard } from './components/promotion-card';
export { usePromotions, useActivePromotion, useReceivePromotion } from './api/promotions';
