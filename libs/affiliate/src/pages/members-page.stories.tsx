import type { Meta, StoryObj } from '@storybook/react-vite';
import { referredMembers } from '../testing/fixtures';
import { affiliateMemberHandlers, createAffiliateStore } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { AffiliateMembersPage } from './members-page';

/** `/{lang}/setting/affiliate/member` against MSW: the referred members, a search and pages. */
const meta = {
  title: 'affiliate/AffiliateMembersPage',
  component: AffiliateMembersPage,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/setting/affiliate/member">
        <div style={{ maxWidth: 1024 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: {
    msw: { handlers: affiliateMemberHandlers(createAffiliateStore({ members: referredMembers(45) })) },
  },
} satisfies Meta<typeof AffiliateMembersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 45 members, 20 a page; search "555" to narrow them. */
export const Members: Story = {};

/** Nobody referred yet. */
export const NoMembers: Story = {
  parameters: { msw: { handlers: affiliateMemberHandlers(createAffiliateStore({ members: [] })) } },
};
