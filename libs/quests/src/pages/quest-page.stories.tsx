import type { Meta, StoryObj } from '@storybook/react-vite';
import { bigSpender, bigWin, buildCheckInState, buildClaim, luckyStakes } from '../testing/fixtures';
import { createQuestStore, questMemberHandlers, questVisitorHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { QuestPage } from './quest-page';

/**
 * `/{lang}/quest` against MSW (an in-memory server: joining, claiming and checking in work): the daily
 * check-in, then the quests by type; the quest history and the claimed rewards as tabs.
 */
const meta = {
  title: 'quests/QuestPage',
  component: QuestPage,
  decorators: [
    (Story, { parameters }) => (
      <StoryProviders path={(parameters['path'] as string | undefined) ?? '/en/quest'}>
        <div style={{ maxWidth: 1200 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: questMemberHandlers() } },
} satisfies Meta<typeof QuestPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member mid-way: one quest to join, two under way, one to claim, a locked VIP bonus; check-in open. */
export const MemberMidProgress: Story = {};

export const MemberCheckedIn: Story = {
  parameters: {
    msw: {
      handlers: questMemberHandlers(
        createQuestStore({ checkIn: buildCheckInState({ checked_in_today: true, streak: 5 }) }),
      ),
    },
  },
};

/** The public quests of the default currency: "Log in to join" on each, a prompt instead of the check-in. */
export const Visitor: Story = {
  parameters: { msw: { handlers: questVisitorHandlers() } },
};

export const NoQuests: Story = {
  parameters: {
    msw: {
      handlers: questMemberHandlers(
        createQuestStore({ quests: [], checkIn: buildCheckInState({ quest: null }) }),
      ),
    },
  },
};

export const QuestHistory: Story = {
  parameters: {
    path: '/en/quest?tab=history',
    msw: {
      handlers: questMemberHandlers(
        createQuestStore({
          history: [
            { ...luckyStakes, state: 'claimed', progress: '3' },
            bigSpender,
            { ...bigWin, state: 'expired', period: '2026-11-20' },
          ],
        }),
      ),
    },
  },
};

export const ClaimedRewards: Story = {
  parameters: {
    path: '/en/quest?tab=claims',
    msw: {
      handlers: questMemberHandlers(
        createQuestStore({
          claims: [
            buildClaim({ id: 3, type: 'daily_check_in', name: 'Daily check-in', reward_amount: '10.00' }),
            buildClaim({
              id: 2,
              name: 'Deposit drive',
              type: 'deposit',
              reward_type: 'point',
              reward_amount: '200.00',
              period: 'once',
            }),
            buildClaim(),
          ],
        }),
      ),
    },
  },
};
