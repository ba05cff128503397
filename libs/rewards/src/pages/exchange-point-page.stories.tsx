import type { Meta, StoryObj } from '@storybook/react-vite';
import { exchangeRate } from '../testing/fixtures';
import { createRewardsStore, rewardMemberHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { ExchangePointPage } from './exchange-point-page';

/** `/{lang}/reward/exchange-point` against MSW: the money shows as points are typed; confirm, then paid. */
const meta = {
  title: 'rewards/ExchangePointPage',
  component: ExchangePointPage,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/reward/exchange-point">
        <div style={{ maxWidth: 720 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: rewardMemberHandlers() } },
} satisfies Meta<typeof ExchangePointPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 10 points for ฿1, from 100 to 5,000 points. */
export const Open: Story = {};

export const NoMaximum: Story = {
  parameters: {
    msw: {
      handlers: rewardMemberHandlers(
        createRewardsStore({ exchangeRate: { ...exchangeRate, max_points: null } }),
      ),
    },
  },
};

export const Closed: Story = {
  parameters: { msw: { handlers: rewardMemberHandlers(createRewardsStore({ exchangeRate: null })) } },
};
