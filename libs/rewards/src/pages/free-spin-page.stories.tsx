import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildGrant, luckyReels, reelRush } from '../testing/fixtures';
import { createRewardsStore, rewardMemberHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { FreeSpinPage } from './free-spin-page';

/**
 * `/{lang}/reward/freespin` against MSW: the offers with the provider filter ("All" first), redeeming one,
 * and the member's spins with "Play now".
 */
const meta = {
  title: 'rewards/FreeSpinPage',
  component: FreeSpinPage,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/reward/freespin">
        <div style={{ maxWidth: 1280 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: rewardMemberHandlers() } },
} satisfies Meta<typeof FreeSpinPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three offers of two providers; one active grant, one expired. */
export const Offers: Story = {};

/** Spins used up. */
export const UsedSpins: Story = {
  parameters: {
    msw: {
      handlers: rewardMemberHandlers(
        createRewardsStore({ grants: [buildGrant({ spins_left: 0, status: 'used', total_win: '120.00' })] }),
      ),
    },
  },
};

/** Spins on a game whose provider opens it in a window of its own: "Play now" opens it there at once. */
export const WindowGameSpins: Story = {
  parameters: {
    msw: {
      handlers: rewardMemberHandlers(
        createRewardsStore({
          grants: [buildGrant({ name: 'Reel rush', provider: luckyReels, game_list: [reelRush] })],
        }),
      ),
    },
  },
};

export const Nothing: Story = {
  parameters: { msw: { handlers: rewardMemberHandlers(createRewardsStore({ offers: [], grants: [] })) } },
};
