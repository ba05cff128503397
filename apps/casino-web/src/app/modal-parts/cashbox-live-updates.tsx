import { useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@casino/auth';
import { memoLiveQueryKeys, onMemoMessage } from '@casino/memo/live';
import {
  couponLiveQueryKeys,
  onPromotionsMessage,
  receivedMoneyLiveQueryKeys,
} from '@casino/promotions/live';
import { onQuestsMessage, questLiveQueryKeys } from '@casino/quests/live';
import { CashboxLiveUpdates } from '@casino/wallet-cashbox';
import type { CashboxLiveUpdatesProps } from '@casino/wallet-cashbox';

/**
 * The member socket (loaded only once a member is logged in) with the reactions of the domains that
 * share it: the cashbox's own, the memo inbox's (PERSONAL_MESSAGE; its queries read again on open), the
 * cashback pages' (CASHBACK, REBATE), the coupon pages' (COUPON_PROMOTION; their standing read again on
 * open, the wallet's bonus after staff's decision), the received money history's (PERSONAL_MESSAGE: a
 * trigger paid into the wallet), the quests' (PERSONAL_MESSAGE: a quest completed or paid; their queries
 * read again on open) and the privileges' (PRIVILEGE: the route guard reads them again and sends the
 * member from a page they just lost).
 * Kept in this lazy part so the first load of the site carries none of it.
 */
export default function MemberLiveUpdates({
  liveQueryKeys = [],
  onMessage,
  ...props
}: CashboxLiveUpdatesProps) {
  const queryClient = useQueryClient();
  return (
    <CashboxLiveUpdates
      {...props}
      liveQueryKeys={[
        ...liveQueryKeys,
        ...memoLiveQueryKeys,
        ...couponLiveQueryKeys,
        ...receivedMoneyLiveQueryKeys,
        ...questLiveQueryKeys,
      ]}
      onMessage={(message) => {
        onMessage?.(message);
        onMemoMessage(queryClient, message);
        onPromotionsMessage(queryClient, message);
        onQuestsMessage(queryClient, message);
        if (message.topic_name === 'PRIVILEGE') {
          void queryClient.invalidateQueries({ queryKey: authKeys.privileges() });
        }
        // A coupon's bonus, or money a trigger or a quest paid (each payment writes a memo), changed the
        // wallet.
        if (message.topic_name === 'COUPON_PROMOTION' || message.topic_name === 'PERSONAL_MESSAGE') {
          void queryClient.invalidateQueries({ queryKey: authKeys.wallet() });
        }
      }}
    />
  );
}
