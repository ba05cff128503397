import type { Meta, StoryObj } from '@storybook/react-vite';
import { EngagementLayer } from './engagement-layer';
import { announcement, starter, welcome } from './testing/fixtures';
import { createEngagementStore, engagementHandlers, newMemberStore } from './testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import './i18n';

/**
 * What the default layout adds over the page: a new member's starter modal, then the page's pop-ups, and
 * the push prompt (in Storybook's browser as it really is: the fake prompt after 4 s unless notifications
 * were already allowed or blocked for this origin).
 */
const meta = {
  title: 'engagement/EngagementLayer',
  component: EngagementLayer,
  decorators: [
    (Story) => (
      <StoryProviders path="/en">
        <Story />
      </StoryProviders>
    ),
  ],
  args: { page: 'home' },
  parameters: {
    msw: { handlers: engagementHandlers(newMemberStore({ popups: [starter, welcome, announcement] })) },
  },
} satisfies Meta<typeof EngagementLayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member's first login: the starter modal, then the welcome and announcement pop-ups. */
export const NewMember: Story = {};

/** A visitor on the home page: the pop-ups straight away. */
export const Visitor: Story = {
  parameters: {
    msw: { handlers: engagementHandlers(createEngagementStore({ popups: [welcome, announcement] })) },
  },
};
