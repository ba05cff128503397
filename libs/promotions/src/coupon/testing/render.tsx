import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { mockEndpoint } from '@casino/api-client/testing';
import { renderWithTestProviders } from '@casino/api-client/testing/vitest';
import { couponApi } from '@casino/contracts/promotions';
import type { CouponMemberState } from '@casino/contracts/promotions';
import { memberHandlers } from '../../testing/render';
import { noCoupon } from './fixtures';
import { testI18n } from './i18n';

export { setupMswServer } from '@casino/api-client/testing/vitest';
export { referenceHandlers } from '../../testing/render';

/** A logged-in member with a THB wallet (symbol B) and the given coupon standing. */
export function couponMemberHandlers(state: () => CouponMemberState = () => noCoupon) {
  return [...memberHandlers(), mockEndpoint(couponApi.couponMemberFind, state)];
}

/**
 * Renders a page at `path` under the given route pattern, with the providers the shell sets up; each of
 * `stubs` (route patterns the page may navigate to) shows "Stub page <pattern>".
 */
export function renderAt(ui: ReactElement, path: string, pattern = '*', stubs: readonly string[] = []) {
  return renderWithTestProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={ui} />
        {stubs.map((stub) => (
          <Route key={stub} path={stub} element={<p>Stub page {stub}</p>} />
        ))}
      </Routes>
    </MemoryRouter>,
    { i18n: testI18n },
  );
}
