import type { Meta, StoryObj } from '@storybook/react-vite';
import { createQuestStore, questMemberHandlers, questVisitorHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { QuestDetailPage } from './quest-detail-page';

/**
 * `/{lang}/quest/{id}` against MSW: one quest in full, with where it counts (categories, providers,
 * games) and when; "Quest not found" for an unknown id.
 */
const meta = {
  title: 'quests/QuestDetailPage',
  component: QuestDetailPage,
  decorators: [
    (Story, { parameters }) => (
      <StoryProviders
        path={(parameters['path'] as string | undefined) ?? '/en/quest/2'}
        pattern="/:lang/quest/:id"
      >
        <div style={{ maxWidth: 960 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: questMemberHandlers() } },
} satisfies Meta<typeof QuestDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Big spender": ฿1,200 of ฿5,000 of bets on slots by PG Soft, Fortune Tiger. */
export const MemberUnderWay: Story = {};

/** "Deposit drive", completed: "Claim reward". */
export const MemberToClaim: Story = { parameters: { path: '/en/quest/4' } };

/** "Big win", open: "Join". */
export const MemberToJoin: Story = { parameters: { path: '/en/quest/3' } };

export const Visitor: Story = {
  parameters: { msw: { handlers: questVisitorHandlers(createQuestStore()) } },
};

export const NotFound: Story = { parameters: { path: '/en/quest/999' } };
