import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import {
  contactHandlers,
  fakeChats,
  lineChannel,
  liveChatChannel,
  tawkChannel,
  viberChannel,
  withDefault,
  zendeskChannel,
} from '../testing/contact-handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { forgetChatWidgets } from './chat-widget';
import { ContactWidgets } from './contact-widgets';

const everyKind = [lineChannel, tawkChannel, liveChatChannel, zendeskChannel, viberChannel];

/** Each story starts with no chat widget on the page (the vendors' widgets are page-wide). */
function Fresh({ children }: { children: ReactNode }) {
  useEffect(() => forgetChatWidgets, []);
  return <>{children}</>;
}

/**
 * Spec 2's contact widgets at the bottom corner (70 px up on a phone, over the bottom navigation): only the
 * default channel's button, and "Other ways to contact us" with the rest. The chat vendors are stand-ins
 * (no vendor script is fetched): opening one shows a small chat window and the site's buttons step aside
 * until it is minimised. Viber's app-store fallback is reported in the Actions panel, not followed.
 */
const meta = {
  title: 'engagement/ContactWidgets',
  component: ContactWidgets,
  decorators: [
    (Story) => (
      <StoryProviders path="/en">
        <Fresh>
          <p>The page goes on behind the contact button.</p>
          <Story />
        </Fresh>
      </StoryProviders>
    ),
  ],
  args: { loaders: fakeChats({ delayMs: 400 }).loaders, openViberStore: () => undefined },
  argTypes: { openViberStore: { action: 'app store opened' } },
  parameters: { msw: { handlers: contactHandlers(withDefault(lineChannel.id, ...everyKind)) } },
} satisfies Meta<typeof ContactWidgets>;
export default meta;
type Story = StoryObj<typeof meta>;

/** LINE's page as the default (a link in a new tab); every other kind in the menu. */
export const LinkByDefault: Story = {};

/** tawk.to's chat as the default: it opens over the page, and the buttons come back on Minimise. */
export const ChatByDefault: Story = {
  parameters: { msw: { handlers: contactHandlers(withDefault(tawkChannel.id, ...everyKind)) } },
};

/** Offline: the chat's script cannot be fetched, so its button opens the vendor's chat page instead. */
export const ChatOffline: Story = {
  args: { loaders: fakeChats({ failing: ['tawk', 'livechat', 'zendesk'], delayMs: 400 }).loaders },
  parameters: { msw: { handlers: contactHandlers(withDefault(tawkChannel.id, ...everyKind)) } },
};

/** Viber as the default: the app opens; with the page still in front 3 s later, the app store. */
export const ViberByDefault: Story = {
  args: { viberEnvironment: { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)', maxTouchPoints: 5 } },
  parameters: { msw: { handlers: contactHandlers(withDefault(viberChannel.id, ...everyKind)) } },
};

/** A single channel: its button alone, no menu. */
export const OneChannel: Story = {
  parameters: { msw: { handlers: contactHandlers([lineChannel]) } },
};
