import type { Meta, StoryObj } from '@storybook/react-vite';
import { newStanding } from '../testing/fixtures';
import { memberHandlers, visitorHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { MemberLevelPage } from './member-level-page';

/**
 * `/{lang}/member-level` against MSW: the THB levels lowest first with what reaches each and what it
 * pays; a member's own level marked, a visitor asked to log in, and a currency without levels.
 */
const meta = {
  title: 'quests/MemberLevelPage',
  component: MemberLevelPage,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/member-level">
        <div style={{ maxWidth: 1200 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: memberHandlers() } },
} satisfies Meta<typeof MemberLevelPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Bronze member: Bronze marked "Your level", a link to their progress. */
export const Member: Story = {};

export const MemberBelowFirstLevel: Story = {
  parameters: { msw: { handlers: memberHandlers(() => newStanding) } },
};

export const Visitor: Story = {
  parameters: { msw: { handlers: visitorHandlers() } },
};

export const NoLevels: Story = {
  parameters: { msw: { handlers: visitorHandlers(() => []) } },
};
