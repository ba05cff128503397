import './i18n';

export { CashboxRoot } from './components/cashbox-root';
export { CashboxModal } from './components/cashbox-modal';
export { DepositSuccessDialog } from './components/deposit-success-dialog';
export { CashboxLiveUpdates } from './live/cashbox-live-updates';
export { Balances } from './components/balances';
export {
  CASHBOX_TABS,
  cashboxAtom,
  depositPromotionsAtom,
  depositSuccessAtom,
  useCashbox,
  useOpenCashbox,
  type CashboxTab,
  type DepositPromotion,
} from './state';
export { useMemberWallet, useRefreshWallet } from './api/wallet';
export { walletCashboxSiteRoutes } from './routes';
