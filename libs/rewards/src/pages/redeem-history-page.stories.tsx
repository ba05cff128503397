import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRewardsStore, rewardMemberHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { RedeemHistoryPage } from './redeem-history-page';

/** `/{lang}/reward/history` and `/{lang}/setting/redeemhistory` against MSW. */
const meta = {
  title: 'rewards/RedeemHistoryPage',
  component: RedeemHistoryPage,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/reward/history">
        <div style={{ maxWidth: 1280 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: rewardMemberHandlers() } },
} satisfies Meta<typeof RedeemHistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A shipped reward with its tracking number, a lucky box with its seeds, an exchange. */
export const History: Story = {};

export const Empty: Story = {
  parameters: { msw: { handlers: rewardMemberHandlers(createRewardsStore({ transactions: [] })) } },
};
