import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRewardsStore, rewardMemberHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { TotalPointsPage } from './total-points-page';

/** `/{lang}/setting/totalpoints` against MSW: the totals and the movements of points. */
const meta = {
  title: 'rewards/TotalPointsPage',
  component: TotalPointsPage,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/setting/totalpoints">
        <div style={{ maxWidth: 1024 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: rewardMemberHandlers() } },
} satisfies Meta<typeof TotalPointsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Movements: Story = {};

export const NoMovements: Story = {
  parameters: { msw: { handlers: rewardMemberHandlers(createRewardsStore({ movements: [] })) } },
};
