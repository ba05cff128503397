import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockEndpoint, notAuthenticated } from '@casino/api-client/testing';
import { memberApi } from '@casino/contracts';
import { COUPON_MESSAGES, couponApi } from '@casino/contracts/promotions';
import type { RedeemCouponBody } from '@casino/contracts/promotions';
import type { ErrorReason } from '@casino/contracts';
import { redemption, underVerification, verifyingState } from '../testing/fixtures';
import { couponMemberHandlers, referenceHandlers, renderAt, setupMswServer } from '../testing/render';
import { CouponPage } from './coupon-page';

const server = setupMswServer();

const DETAILS = '/:lang/coupon/couponDetails';
const renderPage = (path = '/en/coupon') => renderAt(<CouponPage />, path, '/:lang/coupon/:id?', [DETAILS]);

/** Records each redemption the page sends and answers with `reply`. */
function redeemWith(reply: (body: RedeemCouponBody) => ReturnType<typeof redemption> | Response) {
  const sent: RedeemCouponBody[] = [];
  const handler = mockEndpoint(couponApi.couponMemberCreate, ({ body }) => {
    sent.push(body as RedeemCouponBody);
    return reply(body as RedeemCouponBody);
  });
  return { sent, handler };
}

describe('CouponPage', () => {
  it('refuses an empty, a short or a symbol-laden code without calling the server', async () => {
    const { sent, handler } = redeemWith(() => redemption());
    server.use(...couponMemberHandlers(), handler);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Redeem a coupon' })).toBeInTheDocument();
    const code = await screen.findByLabelText('Coupon code');
    const redeem = screen.getByRole('button', { name: 'Redeem' });

    await user.click(redeem);
    await waitFor(() => expect(code).toHaveAccessibleDescription(/This field is required/));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();

    await user.type(code, 'AB1');
    await user.click(redeem);
    await waitFor(() => expect(code).toHaveAccessibleDescription(/At least 4 characters/));

    await user.type(code, '$');
    await user.click(redeem);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/Letters and digits only, no special characters/),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("types in a marketing link's code, confirms, and shows the bonus in the success dialog", async () => {
    const { sent, handler } = redeemWith(() => redemption());
    server.use(...couponMemberHandlers(), handler);
    const user = userEvent.setup();
    renderPage('/en/coupon/welcome50');
    const code = await screen.findByLabelText('Coupon code');
    expect(code).toHaveValue('welcome50');

    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Redeem coupon WELCOME50?' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    const success = await screen.findByRole('dialog', { name: 'Coupon redeemed' });
    expect(success).toHaveAccessibleDescription('Coupon WELCOME50 gave you a bonus of B50.');
    expect(
      within(success).getByRole('link', { name: 'Follow your turnover on the promotions page' }),
    ).toHaveAttribute('href', '/en/promotions');
    expect(sent).toEqual([{ code: 'WELCOME50' }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(within(success).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(code).toHaveValue('');
  });

  it('asks to confirm replacing an active cashback, then sends the replacement', async () => {
    const { sent, handler } = redeemWith((body) =>
      body.replace
        ? redemption()
        : errorReply({
            code: 409,
            reason: 'BONUS_REPLACE_REQUIRED',
            message: 'You already have another bonus active. Replace it?',
            errors: [{ field: 'active_bonus', message: 'cashback' }],
          }),
    );
    server.use(...couponMemberHandlers(), handler);
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Coupon code'), 'WELCOME50');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    const replace = await screen.findByRole('alertdialog', { name: 'Replace your bonus?' });
    expect(replace).toHaveAccessibleDescription('Your cashback is active. Redeeming this coupon ends it.');
    await user.click(within(replace).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByRole('dialog', { name: 'Coupon redeemed' })).toBeInTheDocument();
    expect(sent).toEqual([{ code: 'WELCOME50' }, { code: 'WELCOME50', replace: true }]);
  });

  it.each<[ErrorReason, string, string]>([
    [
      'COUPON_UNAVAILABLE',
      'Unable to redeem with coupon code at this time: this coupon code is unavailable',
      'Unable to redeem with coupon code at this time. This coupon code is unavailable.',
    ],
    [
      'PROMOTION_ACTIVE',
      'Cannot receive this promotion, please deactivate the current promotion',
      'Cannot receive this promotion, please deactivate the current promotion',
    ],
    [
      'COUPON_UNDER_VERIFICATION',
      COUPON_MESSAGES.underVerification,
      'Your coupon is under verification. You cannot play, deposit or withdraw until it is checked.',
    ],
    [
      'COUPON_ALREADY_REDEEMED',
      COUPON_MESSAGES.alreadyRedeemed,
      'You have already redeemed this coupon code.',
    ],
  ])('shows a %s refusal as an alert in the form', async (reason, message, shown) => {
    const { handler } = redeemWith(() => errorReply({ code: 409, reason, message }));
    server.use(...couponMemberHandlers(), handler);
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Coupon code'), 'SPRING-2026');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Coupon code')).toHaveValue('SPRING-2026');
  });

  it('takes a redemption staff must verify to the coupon details page', async () => {
    const { handler } = redeemWith(() => underVerification());
    server.use(...couponMemberHandlers(), handler);
    const user = userEvent.setup();
    renderPage('/en/coupon/WELCOME50');
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(`Stub page ${DETAILS}`)).toBeInTheDocument();
  });

  it('says when a coupon is already under verification, with the way to its details', async () => {
    server.use(...couponMemberHandlers(() => verifyingState()));
    renderPage();
    expect(
      await screen.findByText(/A coupon of yours is under verification/, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Coupon details' })).toHaveAttribute(
      'href',
      '/en/coupon/couponDetails',
    );
  });

  it("offers a visitor the login instead of the form, keeping the link's code", async () => {
    server.use(
      ...referenceHandlers(),
      mockEndpoint(memberApi.profileFind, () => notAuthenticated()),
    );
    renderPage('/en/coupon/WELCOME50');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('Log in to redeem a coupon code.')).toBeInTheDocument();
    expect(screen.getByText('Your coupon code: WELCOME50')).toBeInTheDocument();
    expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument();
  });
});
