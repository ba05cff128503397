import { buildCompleteMember, buildWallet, listWithLimit } from '@casino/api-client/testing';
import type {
  Deposit,
  PaymentBankInformation,
  PaymentType,
  Withdrawal,
  WithdrawalConfig,
} from '@casino/contracts';

export const list = listWithLimit(10);

export const member = buildCompleteMember();

export const wallet = buildWallet({
  balance: '1500.00',
  cashback: '120.00',
  rebate: '30.00',
  bonus: '400.00',
  pointData: { point: 42, badge_point: 0, is_display: true },
  turn_deposit: '200.00',
  turn_deposit_target: '500.00',
});

const limits = (min: string, max: string, fee = '0', charge = '0.00') => ({
  currency_id: 1,
  min_deposit: min,
  max_deposit: max,
  fee_percent: fee,
  service_charge: charge,
});

export const paymentTypes: PaymentType[] = [
  {
    id: 1,
    payment_type_code: 'BANK',
    category: 'SLIP',
    name: 'Bank',
    payment_type_currency_limits: limits('100.00', '50000.00', '0', '5.00'),
  },
  {
    id: 2,
    payment_type_code: 'PROMPTPAY',
    category: 'QR',
    name: 'PromptPay',
    payment_type_currency_limits: limits('20.00', '30000.00'),
  },
  {
    id: 3,
    payment_type_code: 'TRUEWALLET',
    category: 'WALLET',
    name: 'Wallet',
    payment_type_currency_limits: limits('50.00', '20000.00', '1.9'),
  },
  {
    id: 4,
    payment_type_code: 'CRYPTO',
    category: 'CRYPTO',
    name: 'Crypto',
    payment_type_currency_limits: limits('300.00', '100000.00'),
  },
  {
    id: 5,
    payment_type_code: 'AUTO_BANK',
    category: 'AUTO',
    name: 'Auto',
    payment_type_currency_limits: limits('100.00', '50000.00'),
  },
];

export const receivingAccount: PaymentBankInformation = {
  id: 7,
  payment_type_id: 1,
  bank_code: 'KBANK',
  bank_name: 'Kasikorn Bank',
  account_name: 'Casino Co',
  account_no: '1112223334',
  min_deposit: '200.00',
  max_deposit: '10000.00',
};

export function deposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: 31,
    reference: 'D-0031',
    payment_type_code: 'BANK',
    status: 'pending',
    currency_id: 1,
    deposit_amount: '500.00',
    fee: '5.00',
    receive_amount: '495.00',
    note: null,
    payment_bank_information_id: null,
    bank: null,
    slip_image_url: null,
    promotion_information_id: null,
    phone: null,
    qr_payload: null,
    expires_at: null,
    time_left: null,
    contact_admin: false,
    crypto: null,
    fail_reason: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

export function withdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 3,
    reference: 'W-3',
    status: 'pending',
    currency_id: 1,
    amount: '300.00',
    note: null,
    mode: 'manual',
    bank: null,
    fail_reason: null,
    contact_staff: false,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

export const withdrawalConfig: WithdrawalConfig = {
  currency_id: 1,
  min_amount: '100.00',
  max_amount: '20000.00',
  mode: 'manual',
  auto_max_amount: '0.00',
  balance: '1500.00',
  turn_deposit: '500.00',
  turn_deposit_target: '500.00',
  turnover_met: true,
  has_pending: false,
};
