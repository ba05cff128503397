import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockEndpoint } from '@casino/api-client/testing';
import { moneyTriggerApi, promotionApi } from '@casino/contracts/promotions';
import { receipt } from '../received-money/testing';
import { buildPromotionMember, list } from '../testing/fixtures';
import { memberHandlers, renderAt, setupMswServer } from '../testing/render';
import { PromotionHistoryPage } from './promotion-history-page';

const server = setupMswServer();

describe('PromotionHistoryPage', () => {
  it("lists the member's promotions with bonus, progress and status", async () => {
    server.use(
      ...memberHandlers(),
      mockEndpoint(promotionApi.promotionMemberHistoryFind, () =>
        list([
          buildPromotionMember({ status: 'received', turn_over_user: '500.00' }),
          buildPromotionMember({
            id: 6,
            title: 'Weekend slots win bonus',
            type: 'winlose',
            status: 'inactive',
            bonus: '100.00',
            turn_winlose_user: '-40.00',
            turn_winlose_target: '200.00',
          }),
        ]),
      ),
    );
    renderAt(<PromotionHistoryPage />, '/en/setting/promotion');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // The amounts show the currency once the wallet has told it.
    expect(await within(rows[1] as HTMLElement).findByText('฿500 / ฿500')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Received')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('-฿40 / ฿200')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Inactive')).toBeInTheDocument();
  });
});

describe('PromotionHistoryPage, received money tab', () => {
  it('lists money received from triggers with its sum, filters by kind and keeps the tab in the address', async () => {
    const queries: Record<string, unknown>[] = [];
    server.use(
      ...memberHandlers(),
      mockEndpoint(promotionApi.promotionMemberHistoryFind, () => list([])),
      mockEndpoint(moneyTriggerApi.moneyTriggerMemberHistoryFind, ({ query }) => {
        queries.push(query);
        const rows = [receipt(), receipt({ id: 10, name: 'Loyalty gift', event: 'manual', reference: null })];
        const data = query['event'] ? rows.filter((row) => row.event === query['event']) : rows;
        return { ...list(data), total_amount: query['event'] === 'manual' ? '20.00' : '40.00' };
      }),
    );
    const user = userEvent.setup();
    renderAt(<PromotionHistoryPage />, '/en/setting/promotion');
    await user.click(await screen.findByRole('tab', { name: 'Received money' }));
    const region = await screen.findByRole('region', { name: 'Received money' });
    const table = within(region).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Offer', 'Received for', 'Deposit reference', 'Amount']);
    expect(rows[1]).toHaveTextContent('Deposit reward');
    expect(rows[1]).toHaveTextContent('DP2611200001');
    expect(await within(rows[1] as HTMLElement).findByText('฿20')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Gift from our team');
    expect(screen.getByText('Received in these days: ฿40')).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ $limit: '10', $skip: '0', $sort: { createdAt: '-1' } });

    await user.selectOptions(screen.getByLabelText('Received for'), 'manual');
    expect(await screen.findByText('Received in these days: ฿20')).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ event: 'manual' });
  });

  it('opens on the received money tab from ?tab=received-money, with an empty state', async () => {
    server.use(
      ...memberHandlers(),
      mockEndpoint(moneyTriggerApi.moneyTriggerMemberHistoryFind, () => ({
        ...list([]),
        total_amount: '0.00',
      })),
    );
    renderAt(<PromotionHistoryPage />, '/en/setting/promotion?tab=received-money');
    expect(await screen.findByRole('tab', { name: 'Received money', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No money received in these days')).toBeInTheDocument();
  });
});
