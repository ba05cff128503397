import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { mockEndpoint } from '@casino/api-client/testing';
import { renderWithTestProviders } from '@casino/api-client/testing/vitest';
import { memberApi, depositApi, publicApi, withdrawalApi, walletTransferApi } from '@casino/contracts';
import { promotionApi } from '@casino/contracts/promotions';
import type { Wallet } from '@casino/contracts';
import type { Promotion } from '@casino/contracts/promotions';
import { buildLanguage } from '@casino/api-client/testing';
import { testI18n } from './i18n';
import { list, member, paymentTypes, receivingAccount, wallet, withdrawalConfig } from './fixtures';

export { setupMswServer } from '@casino/api-client/testing/vitest';

/** A logged-in member with a wallet, the deposit catalogue, no pending deposit, and the limits. */
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

/** Renders with the providers the shell sets up, against msw handlers on the page's origin. */
export function renderWithProviders(ui: ReactElement) {
  return renderWithTestProviders(<MemoryRouter>{ui}</MemoryRouter>, { i18n: testI18n });
}
