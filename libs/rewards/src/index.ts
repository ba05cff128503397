import './i18n';

export { rewardsSiteRoutes } from './routes';
export { rewardsKeys, rewardsLiveQueryKeys } from './api/keys';
export { onRewardsMessage } from './live';
export { usePointTotals, usePointMovements } from './api/points';
export { useRedeemHistory } from './api/history';
export { useMyFreeSpins, useFreeSpinOffers } from './api/free-spins';
export { useShopItems, useRedeemTypes } from './api/shop';
export { PointsSummary, PointsBalance } from './components/points-summary';
export { RewardCard } from './components/reward-card';
export { FreeSpinOfferCard } from './components/free-spin-offer-card';
export { MyFreeSpins } from './components/my-free-spins';
export { RedeemHistory } from './components/redeem-history';
export { PointHistory } from './components/point-history';
