import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { StoryProviders } from '@casino/api-client/testing';
import { securityHandlers } from '../testing/handlers';
import '../i18n';
import { SecurityPage } from './security-page';

/**
 * The security page against MSW (replies checked against the account-security contracts). Enabling
 * takes the code 123456; turning off takes the password Secret123 and 123456.
 */
const meta = {
  title: 'account-security/Security page',
  decorators: [
    (Story) => (
      <StoryProviders path="/en/setting/security" pattern="/:lang/setting/security">
        <div style={{ maxWidth: 768 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: securityHandlers() } },
  render: () => <SecurityPage />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two-factor off, two sessions (this one marked), a failed and two successful logins. */
export const TwoFactorOff: Story = {};

/** Two-factor on: new recovery codes and turning it off. */
export const TwoFactorOn: Story = { parameters: { msw: { handlers: securityHandlers({ enabled: true }) } } };

/** Only this device, and no history yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: securityHandlers({
        sessions: [
          {
            id: '7a1f0a52-5a55-4a0c-9a7c-8f2b1e0c1a01',
            created_at: '2026-11-27T09:15:00.000Z',
            last_seen_at: '2026-11-27T09:15:00.000Z',
            ip: '203.0.113.7',
            browser: 'Firefox',
            os: 'Android',
            current: true,
          },
        ],
        history: [],
      }),
    },
  },
};

/** Every section still loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.all('*/api/mb/*', () => delay('infinite'))] } },
};

/** Every section failed: each offers a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: [http.all('*/api/mb/*', () => new Response(null, { status: 500 }))] } },
};
