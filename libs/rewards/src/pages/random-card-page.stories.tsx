import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRewardsStore, rewardMemberHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { RandomCardPage } from './random-card-page';

/** `/{lang}/reward/random-card` against MSW: pick a card (Tab and Enter work), confirm, all turn over. */
const meta = {
  title: 'rewards/RandomCardPage',
  component: RandomCardPage,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/reward/random-card">
        <div style={{ maxWidth: 1024 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: rewardMemberHandlers() } },
} satisfies Meta<typeof RandomCardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FaceDown: Story = {};

export const PointsNotEnough: Story = {
  parameters: {
    msw: {
      handlers: rewardMemberHandlers(
        createRewardsStore({ totals: { ...createRewardsStore().totals, point: '20.00' } }),
      ),
    },
  },
};
