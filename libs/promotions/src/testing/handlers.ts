import { buildCompleteMember, buildWallet, mockEndpoint } from '@casino/api-client/testing';
import { memberApi, publicApi } from '@casino/contracts';
import { promotionApi } from '@casino/contracts/promotions';
import type { PromotionDeal } from '@casino/contracts/promotions';
import { baht, english, generalConfig, list, promotions } from './fixtures';

// MSW handlers built from the contracts, for component tests and stories alike (no test runner here).

/** The reference data every page reads: the language id, the currencies and the default currency. */
export function referenceHandlers() {
  return [
    mockEndpoint(publicApi.languageFind, () => list([english])),
    mockEndpoint(publicApi.currencyFind, () => list([baht])),
    mockEndpoint(publicApi.generalConfigFind, () => list([generalConfig])),
    mockEndpoint(promotionApi.promotionInformationFind, () => list(promotions)),
  ];
}

/** A logged-in member with a THB wallet, the catalogue with their statuses and the given active deal. */
export function memberHandlers(
  deal: () => PromotionDeal = () => ({ promotion_member_is_active: false, promotion_member: null }),
) {
  return [
    ...referenceHandlers(),
    mockEndpoint(memberApi.profileFind, () => list([buildCompleteMember()])),
    mockEndpoint(memberApi.walletFind, () => list([buildWallet()])),
    mockEndpoint(promotionApi.memberPromotionInformationFind, () => list(promotions)),
    mockEndpoint(promotionApi.promotionMemberFind, deal),
  ];
}
