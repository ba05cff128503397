export { DepositSuccessDialog as default } from '@casino/wallet-cashbox';
