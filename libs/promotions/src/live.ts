import type { QueryClient } from '@tanstack/react-query';
import type { WsMessage } from '@casino/contracts';
import { promotionKeys } from './api/keys';
import { cashbackKeys } from './cashback/keys';
import { couponKeys } from './coupon/keys';
import { receivedMoneyKeys } from './received-money/keys';

// What the shell needs of this library at first load, without the library's texts or pages: the roots
// of the member queries the site reads again whenever the member socket (re)opens, and its reaction to
// the socket's messages.
export { cashbackLiveQueryKeys } from './cashback/keys';
export { couponLiveQueryKeys } from './coupon/keys';
export { receivedMoneyLiveQueryKeys } from './received-money/keys';

/**
 * Spec 7: CASHBACK and REBATE (a payout, a transfer in another tab) refresh the cashback and rebate pages.
 * COUPON_PROMOTION (staff decided a coupon under verification) refreshes the coupon pages, whose standing
 * then opens the coupon success dialog, and the member's promotions, as a successful coupon opens one.
 * PERSONAL_MESSAGE (a memo arrived) refreshes the received money history: every trigger payment writes one.
 */
export function onPromotionsMessage(queryClient: QueryClient, message: WsMessage): void {
  if (message.topic_name === 'CASHBACK' || message.topic_name === 'REBATE') {
    void queryClient.invalidateQueries({ queryKey: cashbackKeys.all });
  }
  if (message.topic_name === 'COUPON_PROMOTION') {
    void queryClient.invalidateQueries({ queryKey: couponKeys.all });
    void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
  }
  if (message.topic_name === 'PERSONAL_MESSAGE') {
    void queryClient.invalidateQueries({ queryKey: receivedMoneyKeys.all });
  }
}
