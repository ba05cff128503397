import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildMember } from '../testing/fixtures';
import { affiliateMemberHandlers, affiliateVisitorHandlers, createAffiliateStore } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { AffiliatePage } from './affiliate-page';

/** `/{lang}/affiliate` and `/{lang}/promotions/affiliate` against MSW: articles, how it works, standing. */
const meta = {
  title: 'affiliate/AffiliatePage',
  component: AffiliatePage,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/affiliate">
        <div style={{ maxWidth: 1280 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: affiliateMemberHandlers() } },
} satisfies Meta<typeof AffiliatePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member who joined: their rate and the way to their affiliate account. */
export const Member: Story = {};

/** Cashback is active: "Activate referral" asks before replacing it. */
export const JoinReplacingCashback: Story = {
  parameters: {
    msw: {
      handlers: affiliateMemberHandlers(
        createAffiliateStore({ member: buildMember({ joined: false, active_bonus: 'cashback' }) }),
      ),
    },
  },
};

/** A visitor: the programme and an invitation to register. */
export const Visitor: Story = { parameters: { msw: { handlers: affiliateVisitorHandlers() } } };

/** A member without the `affiliate` privilege: the programme is not open to them. */
export const NotOpen: Story = {
  parameters: { msw: { handlers: affiliateMemberHandlers(createAffiliateStore({ privileged: false })) } },
};
