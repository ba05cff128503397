// Every page of the library in one chunk: the pages are small and share most of their parts, and one
// dynamic import keeps the shell's route table (which the home page loads) to one preload list.
export { ExchangePointPage } from './exchange-point-page';
export { FreeSpinPage } from './free-spin-page';
export { LuckyBoxPage } from './lucky-box-page';
export { RandomCardPage } from './random-card-page';
export { RedeemHistoryPage } from './redeem-history-page';
export { RewardPage } from './reward-page';
export { SpecialRewardPage } from './special-reward-page';
export { TotalPointsPage } from './total-points-page';
