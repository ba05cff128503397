import type { Meta, StoryObj } from '@storybook/react-vite';
import { starter, welcome } from '../testing/fixtures';
import { engagementHandlers, newMemberStore } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { StarterDialog, StarterModal } from './starter-modal';

/**
 * The starter modal a member sees once, on their first login (users-first-login), on a page where staff
 * wrote starter words (without them it does not show).
 */
const meta = {
  title: 'engagement/StarterModal',
  component: StarterModal,
  decorators: [
    (Story) => (
      <StoryProviders path="/en">
        <Story />
      </StoryProviders>
    ),
  ],
  args: { page: 'home' },
  parameters: { msw: { handlers: engagementHandlers(newMemberStore({ popups: [welcome, starter] })) } },
} satisfies Meta<typeof StarterModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The operator's starter words above the three steps: complete the profile, deposit, see the promotions. */
export const FirstLogin: Story = {};

/** The dialog alone, as on a 320 px phone. */
export const Dialog: StoryObj<typeof StarterDialog> = {
  render: () => <StarterDialog popups={[starter]} onStep={() => undefined} onClose={() => undefined} />,
};
