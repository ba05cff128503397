import { buildLanguage, mockEndpoint } from '@casino/api-client/testing';
import {
  activityLogApi,
  memberApi,
  depositApi,
  publicApi,
  withdrawalApi,
  walletTransferApi,
} from '@casino/contracts';
import { promotionApi } from '@casino/contracts/promotions';
import type {
  ActivityLog,
  Deposit,
  PaymentType,
  Wallet,
  WalletTransfer,
  WithdrawalConfig,
} from '@casino/contracts';
import type { Promotion } from '@casino/contracts/promotions';
import {
  deposit,
  list,
  member,
  paymentTypes,
  receivingAccount,
  wallet,
  withdrawal,
  withdrawalConfig,
} from './fixtures';

/**
 * A logged-in member with a wallet, the deposit catalogue, no pending deposit, and the limits; for tests
 * and stories alike.
 */
export function memberHandlers(walletData: () => Wallet = () => wallet, depositPromotions: Promotion[] = []) {
  return [
    mockEndpoint(publicApi.languageFind, () => list([buildLanguage({ id: 1, code: 'en' })])),
    mockEndpoint(promotionApi.memberPromotionInformationFind, () => list(depositPromotions)),
    mockEndpoint(memberApi.profileFind, () => list([member])),
    mockEndpoint(memberApi.walletFind, () => list([walletData()])),
    mockEndpoint(depositApi.paymentTypeFind, () => list(paymentTypes)),
    mockEndpoint(depositApi.paymentBankInformationFind, () => list([receivingAccount])),
    mockEndpoint(depositApi.checkPendingDepositFind, () => ({ has_pending: false, deposit: null })),
    mockEndpoint(withdrawalApi.configWithdrawalFind, () => withdrawalConfig),
    mockEndpoint(walletTransferApi.minimumTransferFind, () => ({
      currency_id: 1,
      min_amount: '50.00',
      cashback: wallet.cashback,
      rebate: wallet.rebate,
      affiliate: wallet.affiliate,
    })),
  ];
}

/** Ten days of history for every tab, in the brand's days, with each status; for stories. */
export function historyHandlers({ empty = false }: { empty?: boolean } = {}) {
  const day = (daysAgo: number, hour: number) =>
    new Date(Date.UTC(2026, 10, 21 - daysAgo, hour, 15)).toISOString();
  const deposits = empty
    ? []
    : [
        deposit({ id: 1, reference: 'D-0101', status: 'pending', createdAt: day(0, 3) }),
        deposit({
          id: 2,
          reference: 'D-0100',
          status: 'success',
          payment_type_code: 'PROMPTPAY',
          fee: '0.00',
          receive_amount: '500.00',
          createdAt: day(1, 14),
        }),
        deposit({
          id: 3,
          reference: 'D-0099',
          status: 'fail',
          payment_type_code: 'TRUEWALLET',
          fail_reason: 'Payment not received',
          createdAt: day(4, 20),
        }),
      ];
  const withdrawals = empty
    ? []
    : [
        withdrawal({ id: 1, reference: 'W-0012', status: 'pending', createdAt: day(0, 5) }),
        withdrawal({
          id: 2,
          reference: 'W-0011',
          status: 'success',
          amount: '1200.00',
          createdAt: day(2, 9),
        }),
        withdrawal({
          id: 3,
          reference: 'W-0010',
          status: 'fail',
          fail_reason: 'Name mismatch',
          createdAt: day(6, 1),
        }),
      ];
  const transfers: WalletTransfer[] = empty
    ? []
    : [
        {
          id: 1,
          source: 'cashback',
          amount: '120.00',
          currency_id: 1,
          status: 'success',
          balance: '1620.00',
          source_balance: '0.00',
          createdAt: day(1, 8),
        },
        {
          id: 2,
          source: 'rebate',
          amount: '30.00',
          currency_id: 1,
          status: 'success',
          balance: '1650.00',
          source_balance: '0.00',
          createdAt: day(3, 12),
        },
      ];
  const activity: ActivityLog[] = empty
    ? []
    : [
        { id: 1, type: 'login', detail: {}, ip: '203.0.113.7', createdAt: day(0, 2) },
        { id: 2, type: 'deposit', detail: { amount: '500.00' }, ip: '203.0.113.7', createdAt: day(1, 14) },
        { id: 3, type: 'cashback_transfer', detail: { amount: '120.00' }, ip: null, createdAt: day(1, 8) },
      ];
  const count = (status: string, rows: { status: string }[]) =>
    rows.filter((r) => r.status === status).length;
  return [
    mockEndpoint(depositApi.depositTransactionFind, () => list(deposits)),
    mockEndpoint(depositApi.depositTransactionSummaryFind, () => ({
      total_count: deposits.length,
      pending_count: count('pending', deposits),
      success_count: count('success', deposits),
      fail_count: count('fail', deposits),
      success_amount: empty ? '0.00' : '500.00',
      received_amount: empty ? '0.00' : '500.00',
    })),
    mockEndpoint(withdrawalApi.withdrawalTransactionFind, () => list(withdrawals)),
    mockEndpoint(withdrawalApi.withdrawalTransactionSummaryFind, () => ({
      total_count: withdrawals.length,
      pending_count: count('pending', withdrawals),
      success_count: count('success', withdrawals),
      fail_count: count('fail', withdrawals),
      pending_amount: empty ? '0.00' : '300.00',
      success_amount: empty ? '0.00' : '1200.00',
      fail_amount: empty ? '0.00' : '300.00',
    })),
    mockEndpoint(walletTransferApi.transferHistoryFind, () => list(transfers)),
    mockEndpoint(walletTransferApi.transferHistorySummaryFind, () => ({
      total_count: transfers.length,
      cashback_amount: empty ? '0.00' : '120.00',
      rebate_amount: empty ? '0.00' : '30.00',
      affiliate_amount: '0.00',
      total_amount: empty ? '0.00' : '150.00',
    })),
    mockEndpoint(activityLogApi.activityLogsFind, () => list(activity)),
    mockEndpoint(activityLogApi.activityLogsSummaryFind, () => ({
      total_count: activity.length,
      by_type: empty ? {} : { login: 1, deposit: 1, cashback_transfer: 1 },
    })),
  ];
}

/**
 * Everything the cashbox asks for, for stories: the member's handlers, the history, the crypto tokens and
 * the fee quote; `pending` is the member's one pending deposit.
 */
export function cashboxStoryHandlers({
  pending = null,
  types = paymentTypes,
  withdrawal: withdrawalLimits = withdrawalConfig,
}: { pending?: Deposit | null; types?: PaymentType[]; withdrawal?: WithdrawalConfig } = {}) {
  return [
    mockEndpoint(depositApi.paymentTypeFind, () => list(types)),
    mockEndpoint(depositApi.checkPendingDepositFind, () => ({
      has_pending: pending !== null,
      deposit: pending,
    })),
    mockEndpoint(withdrawalApi.configWithdrawalFind, () => withdrawalLimits),
    mockEndpoint(depositApi.currencyCryptoFind, () =>
      list([
        {
          id: 1,
          payment_type_id: 4,
          token: 'USDT',
          network: 'TRC20',
          is_active: true,
          exchange_rate: '35.20',
        },
      ]),
    ),
    mockEndpoint(depositApi.minimumTransactionFind, ({ query }) => ({
      deposit_amount: String(query['amount'] ?? '0.00'),
      fee: '0.00',
      receive_amount: String(query['amount'] ?? '0.00'),
      rounding: 'half-up' as const,
    })),
    ...historyHandlers(),
    ...memberHandlers(),
  ];
}
