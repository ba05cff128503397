import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { promotionKeys } from './api/keys';
import { cashbackKeys } from './cashback/keys';
import { couponKeys } from './coupon/keys';
import { receivedMoneyKeys } from './received-money/keys';
import { onPromotionsMessage } from './live';

describe('onPromotionsMessage', () => {
  it('marks the cashback and rebate pages stale on CASHBACK and REBATE, and nothing else', () => {
    const queryClient = new QueryClient();
    const member = cashbackKeys.member('rebate');
    const other = ['wallet'];
    queryClient.setQueryData(member, { available: '0' });
    queryClient.setQueryData(other, { balance: '1' });

    onPromotionsMessage(queryClient, {
      topic_name: 'DEPOSIT',
      data: { status: 'success', amount: '1' },
    } as never);
    expect(queryClient.getQueryState(member)?.isInvalidated).toBe(false);

    onPromotionsMessage(queryClient, { topic_name: 'REBATE', data: {} });
    expect(queryClient.getQueryState(member)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });

  it("marks the coupon pages and the member's promotions stale on COUPON_PROMOTION", () => {
    const queryClient = new QueryClient();
    const coupon = couponKeys.state(1);
    const active = promotionKeys.active(1);
    const cashback = cashbackKeys.member('cashback');
    queryClient.setQueryData(coupon, { verifying: null, latest: null });
    queryClient.setQueryData(active, { promotion_member_is_active: false, promotion_member: null });
    queryClient.setQueryData(cashback, { available: '0' });

    onPromotionsMessage(queryClient, {
      topic_name: 'COUPON_PROMOTION',
      data: { redemption_id: 31, status: 'success', code: 'WELCOME50', bonus: '50.00' },
    });
    expect(queryClient.getQueryState(coupon)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(active)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(cashback)?.isInvalidated).toBe(false);
  });
});

describe('onPromotionsMessage, received money', () => {
  it('marks the received money history stale on PERSONAL_MESSAGE (every trigger payment writes a memo)', () => {
    const queryClient = new QueryClient();
    const history = receivedMoneyKeys.history({ page: 1 });
    const coupon = couponKeys.state(1);
    queryClient.setQueryData(history, { total: 0, data: [] });
    queryClient.setQueryData(coupon, { verifying: null, latest: null });
    onPromotionsMessage(queryClient, { topic_name: 'PERSONAL_MESSAGE', data: {} });
    expect(queryClient.getQueryState(history)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(coupon)?.isInvalidated).toBe(false);
  });
});
