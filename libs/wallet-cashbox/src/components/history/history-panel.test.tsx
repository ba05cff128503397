import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockEndpoint } from '@casino/api-client/testing';
import { activityLogApi, depositApi, withdrawalApi } from '@casino/contracts';
import { deposit, list } from '../../testing/fixtures';
import { memberHandlers, renderWithProviders, setupMswServer } from '../../testing/render';
import { HistoryPanel } from './history-panel';

const server = setupMswServer();

const summary = {
  total_count: 12,
  pending_count: 1,
  success_count: 10,
  fail_count: 1,
  success_amount: '5000.00',
  received_amount: '4950.00',
};

describe('HistoryPanel', () => {
  it('shows deposits with waiting and cancel statuses, the summary, and pages', async () => {
    const queries: Record<string, unknown>[] = [];
    server.use(
      ...memberHandlers(),
      mockEndpoint(depositApi.depositTransactionFind, ({ query }) => {
        queries.push(query);
        return list(
          [
            deposit({ id: 1, reference: 'D-1', status: 'pending' }),
            deposit({ id: 2, reference: 'D-2', status: 'fail', payment_type_code: 'PROMPTPAY' }),
          ],
          12,
        );
      }),
      mockEndpoint(depositApi.depositTransactionSummaryFind, () => summary),
    );
    const user = userEvent.setup();
    renderWithProviders(<HistoryPanel />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Waiting');
    expect(rows[2]).toHaveTextContent('Cancel');
    expect(rows[2]).toHaveTextContent('PromptPay QR');
    expect(screen.getByText(/Transactions: 12/)).toHaveTextContent('Successful: B5,000');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('button', { name: 'Page 2', current: 'page' });
    expect(queries.at(-1)).toMatchObject({ $limit: '10', $skip: '10' });
  });

  it('filters by status and date range, back on page 1', async () => {
    const queries: Record<string, unknown>[] = [];
    server.use(
      ...memberHandlers(),
      mockEndpoint(withdrawalApi.withdrawalTransactionFind, ({ query }) => {
        queries.push(query);
        return list([]);
      }),
      mockEndpoint(withdrawalApi.withdrawalTransactionSummaryFind, () => ({
        total_count: 0,
        pending_count: 0,
        success_count: 0,
        fail_count: 0,
        pending_amount: '0.00',
        success_amount: '0.00',
        fail_amount: '0.00',
      })),
    );
    const user = userEvent.setup();
    renderWithProviders(<HistoryPanel initialTab="withdraw" />);
    expect(await screen.findByText('No result found')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Cancel');
    await user.type(screen.getByLabelText('From date'), '2026-11-01');
    await screen.findByText('No result found');
    // Days are the brand's (Bangkok, UTC+7): 1 November starts at 17:00 UTC on 31 October.
    expect(queries.at(-1)).toMatchObject({
      status: 'fail',
      start_date: '2026-10-31T17:00:00.000Z',
      $skip: '0',
    });
    expect(queries.at(-1)).not.toHaveProperty('end_date');
    await user.type(screen.getByLabelText('To date'), '2026-11-02');
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({
        start_date: '2026-10-31T17:00:00.000Z',
        // The last day is included: the range ends where 3 November begins in Bangkok.
        end_date: '2026-11-02T17:00:00.000Z',
      }),
    );
    expect(screen.getByLabelText('From date')).toHaveAccessibleDescription(
      'Days are counted in Indochina Time (GMT+7)',
    );
  });

  it('names every activity type in the log', async () => {
    server.use(
      ...memberHandlers(),
      mockEndpoint(activityLogApi.activityLogsFind, () =>
        list([
          {
            id: 1,
            type: 'deposit',
            detail: { amount: '500.00' },
            ip: null,
            createdAt: '2026-11-21T10:00:00Z',
          },
          { id: 2, type: 'cashback_transfer', detail: {}, ip: null, createdAt: '2026-11-21T11:00:00Z' },
        ]),
      ),
      mockEndpoint(activityLogApi.activityLogsSummaryFind, () => ({
        total_count: 2,
        by_type: { deposit: 1 },
      })),
    );
    renderWithProviders(<HistoryPanel initialTab="activity" />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Cashback transfer')).toBeInTheDocument();
    expect(within(table).getByText('amount: B500')).toBeInTheDocument();
  });
});
