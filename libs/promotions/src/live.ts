import type { QueryClient } from '@tanstack/react-query';
import type { WsMessage } from '@casino/contracts';
import { cashbackKeys } from './cashback/keys';

// What the shell needs of this library at first load, without the library's texts or pages: the roots
// of the member queries the site reads again whenever the member socket (re)opens, and its reaction to
// the socket's messages.
export { cashbackLiveQueryKeys } from './cashback/keys';

/** Spec 7: CASHBACK and REBATE (a payout, a transfer in another tab) refresh the cashback and rebate pages. */
export function onPromotionsMessage(queryClient: QueryClient, message: WsMessage): void {
  if (message.topic_name === 'CASHBACK' || message.topic_name === 'REBATE') {
    void queryClient.invalidateQueries({ queryKey: cashbackKeys.all });
  }
}
