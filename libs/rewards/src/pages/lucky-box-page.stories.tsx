import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRewardsStore, rewardMemberHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { LuckyBoxPage } from './lucky-box-page';

/**
 * `/{lang}/reward/lucky-box` against MSW: opening a box shakes it (still with reduced motion), then shows
 * the prize and the revealed seed, checked against the hash shown before.
 */
const meta = {
  title: 'rewards/LuckyBoxPage',
  component: LuckyBoxPage,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/reward/lucky-box">
        <div style={{ maxWidth: 1280 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: rewardMemberHandlers() } },
} satisfies Meta<typeof LuckyBoxPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first box opened gives ฿100. */
export const WinsMoney: Story = {};

/** The first box opened gives nothing. */
export const WinsNothing: Story = {
  parameters: { msw: { handlers: rewardMemberHandlers(createRewardsStore({ nextPrize: 2 })) } },
};

export const PointsNotEnough: Story = {
  parameters: {
    msw: {
      handlers: rewardMemberHandlers(
        createRewardsStore({ totals: { ...createRewardsStore().totals, point: '40.00' } }),
      ),
    },
  },
};

export const NoBoxes: Story = {
  parameters: { msw: { handlers: rewardMemberHandlers(createRewardsStore({ items: [] })) } },
};
