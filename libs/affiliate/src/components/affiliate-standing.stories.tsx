import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildMember } from '../testing/fixtures';
import { affiliateMemberHandlers, createAffiliateStore } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { AffiliateStanding } from './affiliate-standing';

/** The member's standing: active, paused, or not joined (joining asks before replacing another bonus). */
const meta = {
  title: 'affiliate/AffiliateStanding',
  component: AffiliateStanding,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/setting/affiliate">
        <div style={{ maxWidth: 768 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: {
    msw: {
      handlers: affiliateMemberHandlers(
        createAffiliateStore({ member: buildMember({ joined: false, active_bonus: 'rebate' }) }),
      ),
    },
  },
  args: { member: buildMember(), onCalculated: () => undefined },
} satisfies Meta<typeof AffiliateStanding>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Joined: Story = {};

/** Rebate is active: "Activate referral" opens the replacement dialog. */
export const NotJoined: Story = {
  args: { member: buildMember({ joined: false, active_bonus: 'rebate', base: 'turnover', rate: '0.50' }) },
};

export const Paused: Story = { args: { member: buildMember({ programme_active: false, joined: false }) } };
