import './i18n';

export { CashboxRoot } from './components/cashbox-root';
export { CashboxModal } from './components/cashbox-modal';
export { DepositSuccessDialog } from './components/deposit-success-dialog';
export { CashboxLiveUpdates, type CashboxLiveUpdatesProps } from './live/cashbox-live-updates';
export { Balances } from './components/balances';
export {
  CASHBOX_TABS,
  cashboxAtom,
  depositSuccessAtom,
  useCashbox,
  useOpenCashbox,
  type CashboxTab,
} from './state';
export { useMemberWallet, useRefreshWallet } from './api/wallet';
export { walletCashboxSiteRoutes } from './routes';
