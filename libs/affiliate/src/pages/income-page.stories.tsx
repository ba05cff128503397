import type { Meta, StoryObj } from '@storybook/react-vite';
import { affiliateMemberHandlers, createAffiliateStore } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { AffiliateIncomePage } from './income-page';

/** `/{lang}/setting/affiliate/income` against MSW: today, the daily income and the received history. */
const meta = {
  title: 'affiliate/AffiliateIncomePage',
  component: AffiliateIncomePage,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/setting/affiliate/income">
        <div style={{ maxWidth: 1024 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: affiliateMemberHandlers() } },
} satisfies Meta<typeof AffiliateIncomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fourteen days of income, ten a page; income in and a transfer out. */
export const Income: Story = {};

/** Nothing paid yet. */
export const NoIncome: Story = {
  parameters: {
    msw: { handlers: affiliateMemberHandlers(createAffiliateStore({ daily: [], movements: [] })) },
  },
};
