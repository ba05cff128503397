import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { questApi } from '@casino/contracts/quests';
import { bigSpender, buildQuest, luckyStakes } from '../testing/fixtures';
import { createQuestStore, questMemberHandlers, questVisitorHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { WhereItCounts } from './where-it-counts';

/** A quest naming a game the lobby no longer has. */
const retired = buildQuest({ id: 1, games: [{ id: 99, name: 'Retired Reels' }] });

/**
 * A play quest's "Where it counts" against MSW: its categories and providers, and its games as tiles to
 * play (12 at a time, "Show more"), as a member or a visitor; none in the lobby; loading; a failed load.
 * Resize the viewport to see two, three, four or six tiles a row.
 */
const meta = {
  title: 'quests/WhereItCounts',
  component: WhereItCounts,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/quest/1">
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: questMemberHandlers() } },
  args: { quest: luckyStakes },
} satisfies Meta<typeof WhereItCounts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Lucky stakes" names nothing: every game counts, the lobby's 17 games 12 at a time. */
export const EveryGame: Story = {};

/** "Big spender": slots by PG Soft, Fortune Tiger only. */
export const Restricted: Story = { args: { quest: bigSpender } };

/** A visitor sees the same; "Play" opens the login modal. */
export const Visitor: Story = { parameters: { msw: { handlers: questVisitorHandlers() } } };

/** The one game it names has left the lobby. */
export const NoGameInLobby: Story = {
  args: { quest: retired },
  parameters: {
    msw: { handlers: questMemberHandlers(createQuestStore({ quests: [], publicQuests: [retired] })) },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        mockEndpoint(questApi.questGameListFind, async () => {
          await delay('infinite');
          return { total: 0, limit: 12, skip: 0, data: [] };
        }),
        ...questMemberHandlers(),
      ],
    },
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        mockEndpoint(questApi.questGameListFind, () =>
          errorReply({ code: 404, reason: 'NOT_FOUND', message: 'Quest not found' }),
        ),
        ...questMemberHandlers(),
      ],
    },
  },
};
