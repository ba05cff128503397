export { CashboxModal as default } from '@casino/wallet-cashbox';
