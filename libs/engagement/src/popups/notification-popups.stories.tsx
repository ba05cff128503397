import type { Meta, StoryObj } from '@storybook/react-vite';
import { announcement, storedPopup, thaiWelcome, welcome } from '../testing/fixtures';
import { createEngagementStore, engagementHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { NotificationPopups } from './notification-popups';

const handlers = (popups = [welcome, thaiWelcome, announcement]) =>
  engagementHandlers(createEngagementStore({ popups }));

/**
 * The page's welcome and announcement pop-ups (notification-modal) one after another, with "Do not show
 * again" (remembered in this browser: clear the site's local storage to see it again) and Close.
 */
const meta = {
  title: 'engagement/NotificationPopups',
  component: NotificationPopups,
  decorators: [
    (Story, { parameters }) => (
      <StoryProviders path={(parameters['path'] as string | undefined) ?? '/en'}>
        <Story />
      </StoryProviders>
    ),
  ],
  args: { page: 'home' },
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<typeof NotificationPopups>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The welcome pop-up, then the announcement ("1 of 2"). */
export const WelcomeThenAnnouncement: Story = {};

/** The Thai home page: the Thai welcome pop-up only. */
export const Thai: Story = { parameters: { path: '/th' } };

/** An image over the text, and a long word that wraps on a 320 px phone. */
export const WithImage: Story = {
  parameters: {
    msw: {
      handlers: handlers([
        storedPopup({
          title: 'Weekend tournament',
          body: 'Climb the leaderboard on Rocket: Supercalifragilisticexpialidocious prizes every hour.',
          image_url: '/og-image.png',
        }),
      ]),
    },
  },
};
