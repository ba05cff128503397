import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockEndpoint } from '@casino/api-client/testing';
import { couponApi } from '@casino/contracts/promotions';
import { list } from '../../testing/fixtures';
import { redemption } from '../testing/fixtures';
import { couponMemberHandlers, renderAt, setupMswServer } from '../testing/render';
import { CouponHistoryPage } from './coupon-history-page';

const server = setupMswServer();

describe('CouponHistoryPage', () => {
  it('lists the redemptions with code, name, bonus and status, and filters by days and status', async () => {
    const queries: Record<string, unknown>[] = [];
    server.use(
      ...couponMemberHandlers(),
      mockEndpoint(couponApi.couponMemberHistoryFind, ({ query }) => {
        queries.push(query);
        return list(
          [
            redemption(),
            redemption({
              id: 30,
              code: 'VIP-777',
              name: 'VIP weekend',
              status: 'fail',
              bonus: '300.00',
              note: 'Duplicate account',
            }),
            redemption({ id: 29, code: 'SPRING26', name: 'Spring', status: 'verifying', bonus: '20.00' }),
          ],
          23,
        );
      }),
    );
    const user = userEvent.setup();
    renderAt(<CouponHistoryPage />, '/en/setting/couponhistory');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupon history' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Code', 'Name', 'Bonus', 'Status']);
    expect(rows[1]).toHaveTextContent('WELCOME50');
    expect(rows[1]).toHaveTextContent('B50');
    expect(rows[1]).toHaveTextContent('Successful');
    expect(rows[2]).toHaveTextContent('Not successful');
    expect(rows[2]).toHaveTextContent('Duplicate account');
    expect(rows[3]).toHaveTextContent('Under verification');
    expect(queries[0]).toMatchObject({ $limit: '10', $skip: '0', $sort: { createdAt: '-1' } });
    expect(screen.getByText('Days are counted in', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('button', { name: 'Page 3', current: 'page' });
    expect(queries.at(-1)).toMatchObject({ $skip: '20' });

    await user.selectOptions(screen.getByLabelText('Status'), 'Not successful');
    await user.type(screen.getByLabelText('From date'), '2026-11-01');
    await screen.findByRole('button', { name: 'Page 1', current: 'page' });
    // Days are the brand's (Bangkok, UTC+7): 1 November starts at 17:00 UTC on 31 October.
    expect(queries.at(-1)).toMatchObject({
      status: 'fail',
      start_date: '2026-10-31T17:00:00.000Z',
      $skip: '0',
    });
  });

  it('says so when no redemption matches', async () => {
    server.use(
      ...couponMemberHandlers(),
      mockEndpoint(couponApi.couponMemberHistoryFind, () => list([])),
    );
    renderAt(<CouponHistoryPage />, '/en/setting/couponhistory');
    expect(await screen.findByText('No coupons found')).toBeInTheDocument();
  });
});
