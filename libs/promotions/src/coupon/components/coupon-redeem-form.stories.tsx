import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ApiClientProvider, createApiClient } from '@casino/api-client';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { COUPON_MESSAGES, couponApi } from '@casino/contracts/promotions';
import type { RedeemCouponBody } from '@casino/contracts/promotions';
import { moneyFormatter } from '../../text';
import { redemption, underVerification } from '../testing/fixtures';
import '../i18n';
import { CouponRedeemForm } from './coupon-redeem-form';

/** What the shell provides around a page: the jotai store, react-query, the API client, a route. */
function StoryProviders({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  const [client] = useState(() => createApiClient());
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <MemoryRouter initialEntries={['/en/coupon']}>{children}</MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

/**
 * The redeem form against MSW (handlers built from the contract): submit a valid code, confirm, and see
 * the server's answer. Each story answers differently.
 */
const meta = {
  title: 'promotions/coupon/CouponRedeemForm',
  component: CouponRedeemForm,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  args: {
    money: moneyFormatter({ symbol: '฿', is_following: false, enable_decimal: false }),
    onVerifying: () => undefined,
  },
  parameters: {
    msw: { handlers: [mockEndpoint(couponApi.couponMemberCreate, () => redemption())] },
  },
} satisfies Meta<typeof CouponRedeemForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: submitting shows "This field is required"; three characters "At least 4 characters". */
export const Empty: Story = {};

/** A marketing link's code (`/en/coupon/WELCOME50`): Redeem, Confirm, then the success dialog. */
export const FromMarketingLink: Story = { args: { initialCode: 'WELCOME50' } };

/** Rebate is active: the server asks to replace it, and the second dialog resends with `replace`. */
export const ReplaceActiveBonus: Story = {
  args: { initialCode: 'WELCOME50' },
  parameters: {
    msw: {
      handlers: [
        mockEndpoint(couponApi.couponMemberCreate, ({ body }) =>
          (body as RedeemCouponBody).replace
            ? redemption()
            : errorReply({
                code: 409,
                reason: 'BONUS_REPLACE_REQUIRED',
                message: 'You already have another bonus active. Replace it?',
                errors: [{ field: 'active_bonus', message: 'rebate' }],
              }),
        ),
      ],
    },
  },
};

/** An unknown, expired or used-up code: the localized reason as the form's alert. */
export const Unavailable: Story = {
  args: { initialCode: 'EXPIRED1' },
  parameters: {
    msw: {
      handlers: [
        mockEndpoint(couponApi.couponMemberCreate, () =>
          errorReply({ code: 404, reason: 'COUPON_UNAVAILABLE', message: COUPON_MESSAGES.unavailable }),
        ),
      ],
    },
  },
};

/** A coupon staff verify first: the page takes the member to the coupon details. */
export const NeedsVerification: Story = {
  args: { initialCode: 'VIP-777' },
  parameters: {
    msw: { handlers: [mockEndpoint(couponApi.couponMemberCreate, () => underVerification())] },
  },
};
