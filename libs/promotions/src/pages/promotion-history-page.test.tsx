import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockEndpoint } from '@casino/api-client/testing';
import { promotionApi } from '@casino/contracts/promotions';
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
    expect(within(rows[1] as HTMLElement).getByText('฿500 / ฿500')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Received')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('-฿40 / ฿200')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Inactive')).toBeInTheDocument();
  });
});
