import type { Meta, StoryObj } from '@storybook/react-vite';
import { earbuds } from '../testing/fixtures';
import { createRewardsStore, rewardMemberHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { ShippingAddressDialog } from './shipping-address-dialog';

/**
 * The address modal of a special reward (MSW answers the redemption): submit it empty to see the
 * validation messages; the second story's balance is short, so the server refuses.
 */
const meta = {
  title: 'rewards/ShippingAddressDialog',
  component: ShippingAddressDialog,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/reward/redreemExchangeReward/1">
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: rewardMemberHandlers() } },
  args: { reward: earbuds, onClose: () => undefined, onRedeemed: () => undefined },
} satisfies Meta<typeof ShippingAddressDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** The points ran short meanwhile: the refusal shows as the form's alert. */
export const RefusedPointsNotEnough: Story = {
  parameters: {
    msw: {
      handlers: rewardMemberHandlers(
        createRewardsStore({ totals: { ...createRewardsStore().totals, point: '0' } }),
      ),
    },
  },
};
