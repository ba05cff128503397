import { delay } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockEndpoint } from '@casino/api-client/testing';
import { affiliateApi } from '@casino/contracts/affiliate';
import { affiliateVisitorHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { ReferralLinkPage } from './referral-link-page';

/**
 * `/{lang}/affiliate_v2/{code}` against MSW. A known code goes on to the register page (not part of this
 * story), so the stories show the two states that stay: checking, and a code of no member.
 */
const meta = {
  title: 'affiliate/ReferralLinkPage',
  component: ReferralLinkPage,
  decorators: [
    (Story, { parameters }) => (
      <StoryProviders
        path={(parameters['path'] as string | undefined) ?? '/en/affiliate_v2/NOBODY9'}
        pattern="/:lang/affiliate_v2/:code?"
      >
        <div style={{ maxWidth: 768 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: affiliateVisitorHandlers() } },
} satisfies Meta<typeof ReferralLinkPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Invalid referral code", with the ways on: register without a code, or home. */
export const InvalidCode: Story = {};

/** The click is being recorded (the server never answers here). */
export const Checking: Story = {
  parameters: {
    path: '/en/affiliate_v2/REF123',
    msw: {
      handlers: [
        mockEndpoint(affiliateApi.logAffiliateLinkCreate, async () => {
          await delay('infinite');
          return { ref_code: 'REF123', valid: true, counted: true };
        }),
        ...affiliateVisitorHandlers(),
      ],
    },
  },
};
