import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { ReferralLink } from './referral-link';

/** The referral link and code with their copy buttons ("Copied" for 2 s) and the QR code of the link. */
const meta = {
  title: 'affiliate/ReferralLink',
  component: ReferralLink,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/setting/affiliate">
        <div style={{ maxWidth: 768 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  args: { refCode: 'JADE2026' },
} satisfies Meta<typeof ReferralLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {};

/** The longest code the programme gives (20 characters): the link wraps, the QR code stays scannable. */
export const LongCode: Story = { args: { refCode: 'ABCDEFGHJKLMNPQRSTUV' } };
