import type { Meta, StoryObj } from '@storybook/react-vite';
import { addDays } from '@casino/contracts';
import { StoryProviders } from '@casino/api-client/testing';
import { TODAY, statisticDay } from '../testing/fixtures';
import '../i18n';
import { StatisticsChart } from './statistics-chart';

const days = Array.from({ length: 30 }, (_, index) => statisticDay(addDays(TODAY, index - 29), index));

/** One chart of the statistics page (uPlot, loaded on first use) with its table alternative. */
const meta = {
  title: 'affiliate/StatisticsChart',
  component: StatisticsChart,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/setting/affiliate/statistics">
        <div style={{ maxWidth: 1024 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  args: {
    title: 'Clicks, registrations and active members per day',
    wholeNumbers: true,
    days: days.map((day) => day.business_day),
    series: [
      {
        label: 'Clicks',
        color: 'info',
        values: days.map((day) => day.clicks),
        cells: days.map((day) => String(day.clicks)),
      },
      {
        label: 'Registrations',
        color: 'brand',
        values: days.map((day) => day.registrations),
        cells: days.map((day) => String(day.registrations)),
      },
      {
        label: 'Active members',
        color: 'positive',
        values: days.map((day) => day.active_members),
        cells: days.map((day) => String(day.active_members)),
      },
    ],
  },
} satisfies Meta<typeof StatisticsChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThirtyDays: Story = {};

export const Income: Story = {
  args: {
    title: 'Income per day',
    wholeNumbers: false,
    series: [
      {
        label: 'Income',
        color: 'positive',
        values: days.map((day) => Number(day.income)),
        cells: days.map((day) => `฿${day.income}`),
      },
    ],
  },
};
