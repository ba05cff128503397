import type { Meta, StoryObj } from '@storybook/react-vite';
import { affiliateMemberHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { AffiliateStatisticsPage } from './statistics-page';

/** `/{lang}/setting/affiliate/statistics` against MSW: three uPlot charts in the brand's colours. */
const meta = {
  title: 'affiliate/AffiliateStatisticsPage',
  component: AffiliateStatisticsPage,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/setting/affiliate/statistics">
        <div style={{ maxWidth: 1024 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: affiliateMemberHandlers() } },
} satisfies Meta<typeof AffiliateStatisticsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days; switch to 7 or 90, or show a chart's table. */
export const Statistics: Story = {};
