import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders, mockEndpoint, notAuthenticated } from '@casino/api-client/testing';
import { memberApi } from '@casino/contracts';
import type { GameListItem } from '@casino/contracts';
import { games } from '../testing/fixtures';
import '../i18n';
import { GameGrid } from './game-grid';

/**
 * 200 distinct games from the fixtures' four, of a catalogue of 10,000: the grid renders only the rows
 * near the viewport. (More loaded games than this lays out every row in the a11y check's jsdom, where
 * nothing has a height.)
 */
const catalogue: GameListItem[] = Array.from({ length: 200 }, (_, i) => {
  const base = games[i % games.length] as GameListItem;
  return { ...base, id: i + 1, name: `${base.name} ${i + 1}` };
});

const meta = {
  title: 'games-launch/GameGrid',
  component: GameGrid,
  decorators: [
    (Story) => (
      <StoryProviders path="/en">
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: [mockEndpoint(memberApi.profileFind, () => notAuthenticated())] } },
  args: {
    games: catalogue,
    total: 10_000,
    loading: false,
    hasMore: true,
    onLoadMore: () => undefined,
  },
} satisfies Meta<typeof GameGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's lobby grid of 10,000 games, scrolled by the window; Tab walks the cards in order. */
export const TenThousandGames: Story = {};

/** Everything loaded (a favourites list): no more pages to ask for. */
export const AllLoaded: Story = { args: { games: catalogue.slice(0, 12), total: 12, hasMore: false } };

/** Nothing matches the search or filter. */
export const Empty: Story = { args: { games: [], total: 0 } };
