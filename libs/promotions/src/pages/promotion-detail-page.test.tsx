import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { promotionApi } from '@casino/contracts/promotions';
import type { ReceivePromotionBody } from '@casino/contracts/promotions';
import { buildPromotionMember, promotions } from '../testing/fixtures';
import { memberHandlers, renderAt, setupMswServer } from '../testing/render';
import { PromotionDetailPage } from './promotion-detail-page';

const server = setupMswServer();

const detail = () =>
  mockEndpoint(
    promotionApi.promotionInformationGet,
    ({ id }) => promotions.find((p) => String(p.id) === id) ?? promotions[0]!,
  );
const renderDetail = (id: number) =>
  renderAt(<PromotionDetailPage />, `/en/promotions/${id}`, '/en/promotions/:id');

describe('PromotionDetailPage', () => {
  it('shows the articles and receives the promotion after confirmation', async () => {
    const sent: ReceivePromotionBody[] = [];
    server.use(
      ...memberHandlers(),
      detail(),
      mockEndpoint(promotionApi.promotionMemberCreate, ({ body }) => {
        sent.push(body as ReceivePromotionBody);
        return buildPromotionMember();
      }),
    );
    const user = userEvent.setup();
    renderDetail(2);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Free credit for new members who sign up this month',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Receive this promotion?' });
    await user.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('Promotion received.')).toBeInTheDocument();
    expect(sent).toEqual([{ promotion_information_id: 2 }]);
  });

  it('asks to confirm replacing an active rebate, then sends the replacement', async () => {
    const sent: ReceivePromotionBody[] = [];
    server.use(
      ...memberHandlers(),
      detail(),
      mockEndpoint(promotionApi.promotionMemberCreate, ({ body }) => {
        const request = body as ReceivePromotionBody;
        sent.push(request);
        return request.replace
          ? buildPromotionMember()
          : errorReply({
              code: 409,
              reason: 'BONUS_REPLACE_REQUIRED',
              message: 'You already have another bonus active. Replace it?',
              errors: [{ field: 'active_bonus', message: 'rebate' }],
            });
      }),
    );
    const user = userEvent.setup();
    renderDetail(2);
    await user.click(await screen.findByRole('button', { name: 'Receive' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Receive' }));
    const replace = await screen.findByRole('alertdialog', { name: 'Replace your bonus?' });
    expect(
      within(replace).getByText('Your rebate is active. Receiving this promotion ends it.'),
    ).toBeInTheDocument();
    await user.click(within(replace).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Promotion received.')).toBeInTheDocument();
    expect(sent).toEqual([{ promotion_information_id: 2 }, { promotion_information_id: 2, replace: true }]);
  });

  it('says why a second promotion is refused', async () => {
    server.use(
      ...memberHandlers(),
      detail(),
      mockEndpoint(promotionApi.promotionMemberCreate, () =>
        errorReply({
          code: 409,
          reason: 'PROMOTION_ACTIVE',
          message: 'Cannot receive this promotion, please deactivate the current promotion',
        }),
      ),
    );
    const user = userEvent.setup();
    renderDetail(3);
    await user.click(await screen.findByRole('button', { name: 'Receive' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Receive' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot receive this promotion, please deactivate the current promotion',
    );
  });

  it('sends a deposit promotion to the deposit form instead of a receive button', async () => {
    server.use(...memberHandlers(), detail());
    renderDetail(1);
    expect(
      await screen.findByText('This promotion comes with a deposit: choose it in the deposit form.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receive' })).not.toBeInTheDocument();
  });
});
