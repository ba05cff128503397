import type { Meta, StoryObj } from '@storybook/react-vite';
import { newStanding, topStanding } from '../testing/fixtures';
import { memberHandlers, visitorHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { MemberLevelDetailPage } from './member-level-detail-page';

/**
 * `/{lang}/member-level-detail` against MSW: a member's level, what they accumulated, when the next daily
 * calculation runs and a progress bar per requirement of the next level.
 */
const meta = {
  title: 'quests/MemberLevelDetailPage',
  component: MemberLevelDetailPage,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/member-level-detail">
        <div style={{ maxWidth: 960 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: memberHandlers() } },
} satisfies Meta<typeof MemberLevelDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bronze, part of the way to Silver on each of its three requirements. */
export const MidWay: Story = {};

/** Gold, with nothing above: no progress bars. */
export const TopLevel: Story = {
  parameters: { msw: { handlers: memberHandlers(() => topStanding) } },
};

/** A new member below Bronze, not calculated yet. */
export const BelowFirstLevel: Story = {
  parameters: { msw: { handlers: memberHandlers(() => newStanding) } },
};

export const Visitor: Story = {
  parameters: { msw: { handlers: visitorHandlers() } },
};
