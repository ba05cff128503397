import type { Meta, StoryObj } from '@storybook/react-vite';
import { createEngagementStore, engagementHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { FakeAllowPrompt, PushPrompt } from './push-prompt';

const askable = {
  supported: true,
  userAgent: 'Mozilla/5.0 Chrome/131.0',
  permission: 'default',
  dismissed: false,
} as const;

/**
 * Spec 4's push prompt. With trigger-allowance 1 the fake allow prompt shows 4 s after the page; in a
 * browser that cannot be asked (granted, denied, LINE, unsupported) nothing shows.
 */
const meta = {
  title: 'engagement/PushPrompt',
  component: PushPrompt,
  decorators: [
    (Story) => (
      <StoryProviders path="/en">
        <p>The page goes on behind the prompt.</p>
        <Story />
      </StoryProviders>
    ),
  ],
  args: { environment: askable, requestPermission: () => Promise.resolve('granted') },
  parameters: { msw: { handlers: engagementHandlers(createEngagementStore({ allowance: 1 })) } },
} satisfies Meta<typeof PushPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Allowance 1: the fake allow prompt, after 4 s. */
export const FakePromptAfterFourSeconds: Story = {};

/** Already denied: nothing shows and nothing is fetched. */
export const PermissionDenied: Story = { args: { environment: { ...askable, permission: 'denied' } } };

/** The prompt alone, at once (bottom corner; above the bottom navigation on phones). */
export const Prompt: StoryObj<typeof FakeAllowPrompt> = {
  render: () => <FakeAllowPrompt onAllow={() => undefined} onLater={() => undefined} />,
};
