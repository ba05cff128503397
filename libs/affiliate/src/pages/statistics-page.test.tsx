import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockEndpoint } from '@casino/api-client/testing';
import { TEST_TIME_ZONE } from '@casino/api-client/testing/vitest';
import { addDays, businessDayOf } from '@casino/contracts';
import { affiliateApi } from '@casino/contracts/affiliate';
import { referenceTokens } from '@casino/ui-kit';
import { affiliateMemberHandlers, createAffiliateStore, renderAt, setupMswServer } from '../testing/render';
import { AffiliateStatisticsPage } from './statistics-page';

/** uPlot draws on a canvas, which jsdom lacks: a stand-in records what each chart was given. */
const charts = vi.hoisted(() => ({
  drawn: [] as {
    options: { series: { label?: string; stroke?: string }[]; axes: { incrs?: number[] }[] };
    data: number[][];
  }[],
  destroyed: 0,
  fail: false,
}));
vi.mock('uplot', () => ({
  default: class {
    constructor(options: (typeof charts.drawn)[number]['options'], data: number[][]) {
      if (charts.fail) throw new Error('No canvas');
      charts.drawn.push({ options, data });
    }
    setSize() {
      // Nothing is drawn, so there is nothing to size.
    }
    destroy() {
      charts.destroyed += 1;
    }
  },
}));

const server = setupMswServer();
const PATH = '/en/setting/affiliate/statistics';

// Before each test: the last test's charts are destroyed when its page unmounts, after it.
beforeEach(() => {
  charts.drawn = [];
  charts.destroyed = 0;
  charts.fail = false;
});

/** `DD/MM/YYYY` of a business day. */
const shown = (day: string) => day.split('-').reverse().join('/');

describe('AffiliateStatisticsPage', () => {
  it('draws the last 30 business days as three charts in the brand colours', async () => {
    server.use(...affiliateMemberHandlers());
    renderAt(<AffiliateStatisticsPage />, PATH);

    expect(screen.getByRole('heading', { level: 1, name: 'Affiliate statistics' })).toBeInTheDocument();
    const today = businessDayOf(new Date(), TEST_TIME_ZONE);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(`${shown(addDays(today, -29))} to ${shown(today)}`)).toBeInTheDocument();

    await waitFor(() => expect(charts.drawn).toHaveLength(3));
    const labels = charts.drawn.map((chart) => chart.options.series.slice(1).map((line) => line.label));
    expect(labels).toEqual([
      ['Income'],
      ['Turnover', 'Net loss'],
      ['Clicks', 'Registrations', 'Active members'],
    ]);
    expect(charts.drawn.map((chart) => chart.options.series[0]?.label)).toEqual([
      'Business day',
      'Business day',
      'Business day',
    ]);
    // Counts step by whole numbers; money as uPlot sees fit.
    expect(charts.drawn.map((chart) => chart.options.axes[1]?.incrs?.[0])).toEqual([undefined, undefined, 1]);
    // Every day a point, oldest first; the colours are the theme's.
    for (const chart of charts.drawn) expect(chart.data[0]).toHaveLength(30);
    expect(charts.drawn[0]?.data[1]?.[0]).toBe(10);
    expect(charts.drawn[0]?.options.series[1]?.stroke).toBe(referenceTokens.color.positive.base);
    expect(charts.drawn[1]?.options.series[1]?.stroke).toBe(referenceTokens.color.brand.base);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Income per day',
      'Turnover and net loss per day',
      'Clicks, registrations and active members per day',
    ]);
  });

  it('shows each chart’s figures as a captioned table', async () => {
    server.use(...affiliateMemberHandlers());
    const user = userEvent.setup();
    renderAt(<AffiliateStatisticsPage />, PATH);

    const income = await screen.findByRole('region', { name: 'Income per day' });
    const toggle = await within(income).findByRole('button', { name: 'Show as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(income).queryByRole('table')).not.toBeInTheDocument();
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide the table');
    const table = within(income).getByRole('table', { name: 'Income per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    const today = businessDayOf(new Date(), TEST_TIME_ZONE);
    await waitFor(() => expect(rows[1]).toHaveTextContent(`${shown(addDays(today, -29))}฿10.00`));

    const people = screen.getByRole('region', { name: 'Clicks, registrations and active members per day' });
    await user.click(within(people).getByRole('button', { name: 'Show as a table' }));
    const peopleTable = within(people).getByRole('table');
    expect(
      within(peopleTable)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Business day', 'Clicks', 'Registrations', 'Active members']);
    expect(within(peopleTable).getAllByRole('row')[2]).toHaveTextContent(`${shown(addDays(today, -28))}703`);
  });

  it('asks for 7 or 90 days and draws them again', async () => {
    const queries: Record<string, unknown>[] = [];
    const store = createAffiliateStore();
    server.use(...affiliateMemberHandlers(store));
    server.use(
      mockEndpoint(affiliateApi.affiliateProfileStatisticFind, ({ query }) => {
        queries.push(query);
        const first = query['first_day'] as string;
        const last = query['last_day'] as string;
        const days = [];
        for (let day = first; day <= last; day = addDays(day, 1)) {
          days.push({
            business_day: day,
            clicks: 1,
            registrations: 0,
            active_members: 1,
            turnover: '0.00',
            net_loss: '0.00',
            income: '0.00',
          });
        }
        return { currency_id: 1, first_day: first, last_day: last, days };
      }),
    );
    const user = userEvent.setup();
    renderAt(<AffiliateStatisticsPage />, PATH);
    await waitFor(() => expect(charts.drawn).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(charts.drawn.at(-1)?.data[0]).toHaveLength(7));
    // Every chart drawn before made way for the new ones: three are on the page.
    expect(charts.drawn.length - charts.destroyed).toBe(3);
    const today = businessDayOf(new Date(), TEST_TIME_ZONE);
    expect(queries.at(-1)).toEqual({ first_day: addDays(today, -6), last_day: today });

    await user.click(screen.getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() => expect(charts.drawn.at(-1)?.data[0]).toHaveLength(90));
    expect(charts.drawn.length - charts.destroyed).toBe(3);
    expect(queries.at(-1)).toEqual({ first_day: addDays(today, -89), last_day: today });
  });

  it('keeps the tables when a chart cannot be drawn', async () => {
    charts.fail = true;
    server.use(...affiliateMemberHandlers());
    const user = userEvent.setup();
    renderAt(<AffiliateStatisticsPage />, PATH);

    const income = await screen.findByRole('region', { name: 'Income per day' });
    expect(
      await within(income).findByText('The chart could not be drawn; the table below has the same figures.'),
    ).toBeInTheDocument();
    await user.click(within(income).getByRole('button', { name: 'Show as a table' }));
    expect(within(income).getByRole('table', { name: 'Income per day' })).toBeInTheDocument();
  });
});
