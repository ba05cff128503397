export { CashboxLiveUpdates as default } from '@casino/wallet-cashbox';
