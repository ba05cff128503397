import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { mockEndpoint } from '@casino/api-client/testing';
import { renderWithTestProviders } from '@casino/api-client/testing/vitest';
import { buildCompleteMember, buildWallet } from '@casino/api-client/testing';
import { memberApi, publicApi } from '@casino/contracts';
import { promotionApi } from '@casino/contracts/promotions';
import type { PromotionDeal } from '@casino/contracts/promotions';
import { createI18n } from '@casino/i18n';
import '../i18n';
import { baht, english, generalConfig, list, promotions } from './fixtures';

export { setupMswServer } from '@casino/api-client/testing/vitest';

/** English, bundled, so components render synchronously in tests. */
export const testI18n = await createI18n({ language: 'en', namespaces: ['common', 'promotions', 'errors'] });

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

/** Renders a page at `path` under the given route pattern, with the providers the shell sets up. */
export function renderAt(ui: ReactElement, path: string, pattern = '*') {
  return renderWithTestProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={ui} />
      </Routes>
    </MemoryRouter>,
    { i18n: testI18n },
  );
}
