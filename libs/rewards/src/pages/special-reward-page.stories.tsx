import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRewardsStore, rewardMemberHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { SpecialRewardPage } from './special-reward-page';

/** `/{lang}/reward/redreemExchangeReward/{id}`: "Redeem" opens the shipping address modal (MSW shop). */
const meta = {
  title: 'rewards/SpecialRewardPage',
  component: SpecialRewardPage,
  decorators: [
    (Story, { parameters }) => (
      <StoryProviders
        path={(parameters['path'] as string | undefined) ?? '/en/reward/redreemExchangeReward/1'}
        pattern="/:lang/reward/redreemExchangeReward/:id"
      >
        <div style={{ maxWidth: 1024 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: rewardMemberHandlers() } },
} satisfies Meta<typeof SpecialRewardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enough points: redeem it to an address; it then waits in the history as pending. */
export const Redeemable: Story = {};

/** 1,000 points needed, 250 held: "Points not enough", the button off. */
export const PointsNotEnough: Story = {
  parameters: {
    msw: {
      handlers: rewardMemberHandlers(
        createRewardsStore({ totals: { ...createRewardsStore().totals, point: '250.00' } }),
      ),
    },
  },
};

export const OutOfStock: Story = { parameters: { path: '/en/reward/redreemExchangeReward/2' } };

export const NotFound: Story = { parameters: { path: '/en/reward/redreemExchangeReward/99' } };
