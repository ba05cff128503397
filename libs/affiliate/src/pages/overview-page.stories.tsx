import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildProfile } from '../testing/fixtures';
import { affiliateMemberHandlers, createAffiliateStore } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { AffiliateOverviewPage } from './overview-page';

/** `/{lang}/setting/affiliate` against MSW: link, code, QR code, totals, standing and the transfer. */
const meta = {
  title: 'affiliate/AffiliateOverviewPage',
  component: AffiliateOverviewPage,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/setting/affiliate">
        <div style={{ maxWidth: 1024 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: affiliateMemberHandlers() } },
} satisfies Meta<typeof AffiliateOverviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** ฿1,250 to transfer, at least ฿100 a transfer. */
export const Overview: Story = {};

/** ฿40 of affiliate money: below the minimum transfer. */
export const BelowMinimum: Story = {
  parameters: {
    msw: {
      handlers: affiliateMemberHandlers(
        createAffiliateStore({ profile: buildProfile({ available: '40.00' }) }),
      ),
    },
  },
};

/** A new affiliate: no clicks, no members, nothing to transfer. */
export const JustStarted: Story = {
  parameters: {
    msw: {
      handlers: affiliateMemberHandlers(
        createAffiliateStore({
          profile: buildProfile({
            clicks: 0,
            referred_members: 0,
            active_members: 0,
            income_total: '0.00',
            available: '0.00',
          }),
        }),
      ),
    },
  },
};
