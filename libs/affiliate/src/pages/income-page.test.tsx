import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockEndpoint } from '@casino/api-client/testing';
import { affiliateApi } from '@casino/contracts/affiliate';
import { buildMember } from '../testing/fixtures';
import { affiliateMemberHandlers, createAffiliateStore, renderAt, setupMswServer } from '../testing/render';
import { AffiliateIncomePage } from './income-page';

const server = setupMswServer();
const PATH = '/en/setting/affiliate/income';

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('AffiliateIncomePage', () => {
  it("shows today's figures so far", async () => {
    server.use(...affiliateMemberHandlers());
    renderAt(<AffiliateIncomePage />, PATH);

    expect(screen.getByRole('heading', { level: 1, name: 'Affiliate income' })).toBeInTheDocument();
    const today = within(screen.getByRole('region', { name: 'Today so far' }));
    expect(await today.findByText('Business day 26/11/2026')).toBeInTheDocument();
    await waitFor(() => expect(today.getByTestId('affiliate-today-turnover')).toHaveTextContent('฿8,200.00'));
    expect(today.getByTestId('affiliate-today-net-loss')).toHaveTextContent('฿950.00');
    expect(today.getByTestId('affiliate-today-estimated')).toHaveTextContent('฿47.50');
    expect(today.getByTestId('affiliate-today-balance')).toHaveTextContent('฿1,250.00');
    expect(screen.getByRole('link', { name: 'Income' })).toHaveAttribute('aria-current', 'page');
  });

  it('says the estimate counts only once referral is the active bonus', async () => {
    server.use(
      ...affiliateMemberHandlers(
        createAffiliateStore({ member: buildMember({ joined: false, active_bonus: 'rebate' }) }),
      ),
    );
    renderAt(<AffiliateIncomePage />, PATH);
    expect(
      await screen.findByText('Estimated income counts only while referral is your active bonus.'),
    ).toBeInTheDocument();
  });

  it('lists the daily income ten days a page, filtered by business days and ordered', async () => {
    const store = createAffiliateStore();
    const queries: Record<string, unknown>[] = [];
    server.use(...affiliateMemberHandlers(store));
    // Over the store's own, which come first in a use() of their own.
    server.use(
      mockEndpoint(affiliateApi.dailyAffiliateFind, ({ query }) => {
        queries.push(query);
        const first = query['first_day'] as string | undefined;
        const last = query['last_day'] as string | undefined;
        const rows = store.daily.filter(
          (row) => (!first || row.business_day >= first) && (!last || row.business_day <= last),
        );
        const ordered =
          (query['$sort'] as Record<string, string>)['business_day'] === '1' ? rows.reverse() : rows;
        const skip = Number(query['$skip']);
        return { total: rows.length, limit: 10, skip, data: ordered.slice(skip, skip + 10) };
      }),
    );
    const user = userEvent.setup();
    renderAt(<AffiliateIncomePage />, PATH);

    const daily = screen.getByRole('region', { name: 'Daily income' });
    const table = await within(daily).findByRole('table');
    expect(within(daily).getByRole('region', { name: 'Daily income table' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Business day', 'Members who played', 'Turnover', 'Net loss', 'Rate', 'Income']);
    await waitFor(() =>
      expect(bodyRows(table)[0]).toHaveTextContent('25/11/20263฿6,400.00฿800.005.00% of net loss฿40.00'),
    );
    expect(bodyRows(table)).toHaveLength(10);

    const pages = within(daily).getByRole('navigation', { name: 'Daily income pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodyRows(within(daily).getByRole('table'))).toHaveLength(4));

    // Days are sent as business days, both ends inclusive; a new range starts at page 1.
    fireEvent.change(within(daily).getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(daily).getByLabelText('To'), { target: { value: '2026-11-22' } });
    await waitFor(() => expect(bodyRows(within(daily).getByRole('table'))).toHaveLength(3));
    expect(queries.at(-1)).toMatchObject({
      first_day: '2026-11-20',
      last_day: '2026-11-22',
      $skip: '0',
      $sort: { business_day: '-1' },
    });
    expect(bodyRows(within(daily).getByRole('table'))[0]).toHaveTextContent('22/11/2026');

    await user.selectOptions(within(daily).getByLabelText('Order'), 'Oldest first');
    await waitFor(() =>
      expect(bodyRows(within(daily).getByRole('table'))[0]).toHaveTextContent('20/11/2026'),
    );
  });

  it('says when no income falls in the days picked', async () => {
    server.use(...affiliateMemberHandlers(createAffiliateStore({ daily: [] })));
    renderAt(<AffiliateIncomePage />, PATH);
    const daily = screen.getByRole('region', { name: 'Daily income' });
    expect(await within(daily).findByText('No income in these days')).toBeInTheDocument();
  });

  it('lists the received referral history with signed amounts, by instants of the business days', async () => {
    const queries: Record<string, unknown>[] = [];
    const store = createAffiliateStore();
    server.use(...affiliateMemberHandlers(store));
    server.use(
      mockEndpoint(affiliateApi.affiliateHistoryFind, ({ query }) => {
        queries.push(query);
        return { total: store.movements.length, limit: 10, skip: 0, data: store.movements };
      }),
    );
    renderAt(<AffiliateIncomePage />, PATH);

    const received = screen.getByRole('region', { name: 'Received referral history' });
    const table = await within(received).findByRole('table');
    await waitFor(() => expect(bodyRows(table)[0]).toHaveTextContent('Income for 25/11/2026+฿40.00'));
    expect(bodyRows(table)[1]).toHaveTextContent('Transfer to main wallet−฿500.00');
    expect(bodyRows(table)[2]).toHaveTextContent('Income for 23/11/2026+฿45.00');

    fireEvent.change(within(received).getByLabelText('From'), { target: { value: '2026-11-24' } });
    fireEvent.change(within(received).getByLabelText('To'), { target: { value: '2026-11-25' } });
    // The brand's days (Bangkok, UTC+7): from the 24th's midnight to the 26th's, exclusive.
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({
        start_date: '2026-11-23T17:00:00.000Z',
        end_date: '2026-11-25T17:00:00.000Z',
        $sort: { createdAt: '-1' },
      }),
    );
  });
});
