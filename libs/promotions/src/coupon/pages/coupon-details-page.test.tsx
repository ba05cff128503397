import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onPromotionsMessage } from '../../live';
import { noCoupon, redemption, verifyingState } from '../testing/fixtures';
import type { CouponMemberState } from '@casino/contracts/promotions';
import { couponMemberHandlers, renderAt, setupMswServer } from '../testing/render';
import { CouponDetailsPage } from './coupon-details-page';

const server = setupMswServer();

const renderDetails = () => renderAt(<CouponDetailsPage />, '/en/coupon/couponDetails');

describe('CouponDetailsPage', () => {
  it('puts a coupon under verification first, saying what waits for staff', async () => {
    server.use(...couponMemberHandlers(() => verifyingState({ code: 'VIP-777', bonus: '300.00' })));
    renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupon details' })).toBeInTheDocument();
    const status = await screen.findByRole('region', { name: 'Under verification' });
    expect(
      within(status).getByText(/Until they finish, playing, deposits and withdrawals wait/),
    ).toBeInTheDocument();
    expect(within(status).getByText('VIP-777')).toBeInTheDocument();
    expect(within(status).getByText('B300')).toBeInTheDocument();
  });

  it("shows the newest redemption's status, with staff's note when it failed", async () => {
    server.use(
      ...couponMemberHandlers(() => ({
        verifying: null,
        latest: redemption({ status: 'fail', note: 'One coupon per household' }),
      })),
    );
    renderDetails();
    const latest = await screen.findByRole('region', { name: 'Your latest coupon' });
    expect(within(latest).getByText('Not successful')).toBeInTheDocument();
    expect(within(latest).getByText('One coupon per household')).toBeInTheDocument();
    expect(within(latest).getByText('This coupon did not give a bonus.')).toBeInTheDocument();
  });

  it('invites a member without coupons to redeem one', async () => {
    server.use(...couponMemberHandlers(() => noCoupon));
    renderDetails();
    expect(await screen.findByText('You have not redeemed a coupon yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Redeem a coupon' })).toHaveAttribute('href', '/en/coupon');
    expect(screen.getByRole('link', { name: 'Coupon history' })).toHaveAttribute(
      'href',
      '/en/setting/couponhistory',
    );
  });

  it('opens the success dialog when staff approve the coupon (COUPON_PROMOTION)', async () => {
    let state: CouponMemberState = verifyingState();
    server.use(...couponMemberHandlers(() => state));
    const { queryClient } = renderDetails();
    expect(await screen.findByRole('region', { name: 'Under verification' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const approved = redemption();
    state = { verifying: null, latest: approved };
    onPromotionsMessage(queryClient, {
      topic_name: 'COUPON_PROMOTION',
      data: { redemption_id: approved.id, status: 'success', code: approved.code, bonus: approved.bonus },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Coupon redeemed' });
    expect(dialog).toHaveAccessibleDescription('Coupon WELCOME50 gave you a bonus of B50.');
    expect(screen.getByRole('region', { name: 'Your latest coupon' })).toHaveTextContent('Successful');
  });

  it('opens no dialog when staff refuse it', async () => {
    let state: CouponMemberState = verifyingState();
    server.use(...couponMemberHandlers(() => state));
    const { queryClient } = renderDetails();
    await screen.findByRole('region', { name: 'Under verification' });
    state = { verifying: null, latest: redemption({ status: 'fail', note: 'Duplicate account' }) };
    onPromotionsMessage(queryClient, { topic_name: 'COUPON_PROMOTION', data: { status: 'fail' } });
    expect(await screen.findByText('Duplicate account')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
