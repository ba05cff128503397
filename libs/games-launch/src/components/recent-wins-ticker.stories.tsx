import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders, mockEndpoint, notAuthenticated } from '@casino/api-client/testing';
import { memberApi } from '@casino/contracts';
import * as recentWinsApi from '@casino/contracts/recent-wins';
import type { RecentWin } from '@casino/contracts';
import { games } from '../testing/fixtures';
import '../recent-wins/i18n';
import { RecentWinsTicker } from './recent-wins-ticker';

const baht = { id: 1, code: 'THB', symbol: '฿', is_following: false, enable_decimal: true };
const names = ['so***7', 'ja***k', '08***4', 'ni***a', 'pr***2', 'bo***9'];
const multipliers = ['25.00', '6.40', '120.00', null, '58.00', '10.00'];

/** Six wins over the fixture games (one without a picture: the placeholder shows). */
const wins: RecentWin[] = names.map((masked, i) => {
  const game = games[i % games.length];
  return {
    id: `story-win-${i}`,
    game_list_id: game?.id ?? i + 1,
    game_name: game?.name ?? `Game ${i + 1}`,
    image_url: game?.image_url ?? null,
    provider_name: game?.provider_name ?? 'Jade Studio',
    masked_username: masked,
    amount: ['1250.00', '640.50', '12000.00', '300.00', '5800.25', '999.99'][i] ?? '100.00',
    currency: baht,
    multiplier: multipliers[i] ?? null,
    won_at: `2026-11-27T10:0${i}:00.000Z`,
  };
});

const handlers = (list: RecentWin[]) => [
  mockEndpoint(memberApi.profileFind, () => notAuthenticated()),
  mockEndpoint(recentWinsApi.recentWinsFind, () => ({ data: list })),
];

/**
 * The home page's strip of recent wins against MSW. It moves unless the viewer asked for reduced motion,
 * stops under the pointer, with focus inside or with Pause; each win is one sentence for screen readers.
 */
const meta = {
  title: 'games-launch/RecentWinsTicker',
  component: RecentWinsTicker,
  decorators: [
    (Story) => (
      <StoryProviders path="/en">
        <div style={{ maxWidth: 960 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: handlers(wins) } },
} satisfies Meta<typeof RecentWinsTicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Six wins moving; new ones would slide in first. */
export const Moving: Story = {};

/** New wins are also announced to screen readers (off on the site: a busy site would talk too much). */
export const Announced: Story = { args: { announce: true } };

/** One win only. */
export const OneWin: Story = { parameters: { msw: { handlers: handlers(wins.slice(0, 1)) } } };

/** No win yet: nothing is shown at all. */
export const NoWins: Story = { parameters: { msw: { handlers: handlers([]) } } };
