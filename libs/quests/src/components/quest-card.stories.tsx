import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  bigSpender,
  bigWin,
  buildMemberQuest,
  depositSpins,
  goldBonus,
  luckyStakes,
  toPublic,
  weeklyDeposit,
} from '../testing/fixtures';
import { questMemberHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import { moneyFormatter } from '../text';
import '../i18n';
import { QuestCard } from './quest-card';

const baht = { symbol: '฿', is_following: false, enable_decimal: false };

/** A quest on the board in each of the member's states, and as a visitor sees it. */
const meta = {
  title: 'quests/QuestCard',
  component: QuestCard,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/quest">
        <div style={{ maxWidth: 380 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: questMemberHandlers() } },
  args: { quest: bigWin, href: '/en/quest/3', money: moneyFormatter(baht) },
} satisfies Meta<typeof QuestCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not joined yet: "Join" asks for confirmation. */
export const Open: Story = {};

/** 2 of 3 rounds. */
export const Joined: Story = { args: { quest: luckyStakes, href: '/en/quest/1' } };

/** ฿1,200 of ฿5,000 on the slots of one provider. */
export const JoinedAccumulating: Story = { args: { quest: bigSpender, href: '/en/quest/2' } };

/** Done: "Claim reward" (200 points). */
export const Completed: Story = { args: { quest: weeklyDeposit, href: '/en/quest/4' } };

/** Pays free spins: "10 free spins on Jade Fortune", their stake and how long they last; claiming says until when. */
export const FreeSpins: Story = { args: { quest: depositSpins, href: '/en/quest/7' } };

/** A daily quest claimed today. */
export const Claimed: Story = {
  args: {
    quest: { ...luckyStakes, state: 'claimed', progress: '3', claimed_at: '2026-11-26T04:00:00.000Z' },
    href: '/en/quest/1',
  },
};

export const Expired: Story = {
  args: {
    quest: buildMemberQuest({ ...bigSpender, state: 'expired', ends_at: '2026-11-20T16:59:59.000Z' }),
    href: '/en/quest/2',
  },
};

/** Needs a member level the member lacks: no action. */
export const Locked: Story = { args: { quest: goldBonus, href: '/en/quest/5' } };

/** Ends within three days: a countdown. */
export const EndingSoon: Story = {
  args: {
    quest: { ...bigWin, ends_at: new Date(Date.now() + 5 * 60 * 60 * 1000).toISOString() },
  },
};

/** A visitor's: no state or progress, "Log in to join". */
export const Visitor: Story = { args: { quest: toPublic(bigSpender), href: '/en/quest/2' } };
