import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRewardsStore, rewardMemberHandlers, rewardVisitorHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { RewardPage } from './reward-page';

/**
 * `/{lang}/reward` against MSW (an in-memory shop): the member's points, then the shop by type; `path`
 * opens a tab.
 */
const meta = {
  title: 'rewards/RewardPage',
  component: RewardPage,
  decorators: [
    (Story, { parameters }) => (
      <StoryProviders path={(parameters['path'] as string | undefined) ?? '/en/reward'}>
        <div style={{ maxWidth: 1280 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: rewardMemberHandlers() } },
} satisfies Meta<typeof RewardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Special rewards: one to view, one sold out. */
export const SpecialRewards: Story = {};

export const LuckyBoxes: Story = { parameters: { path: '/en/reward?tab=lucky_box' } };

export const FreeSpins: Story = { parameters: { path: '/en/reward?tab=free_spin' } };

export const Exchange: Story = { parameters: { path: '/en/reward?tab=exchange' } };

/** A brand whose shop has nothing yet and no exchange rate. */
export const EmptyShop: Story = {
  parameters: {
    path: '/en/reward?tab=exchange',
    msw: {
      handlers: rewardMemberHandlers(createRewardsStore({ items: [], offers: [], exchangeRate: null })),
    },
  },
};

/** Asked to log in (the pages are the member's). */
export const Visitor: Story = { parameters: { msw: { handlers: rewardVisitorHandlers() } } };
