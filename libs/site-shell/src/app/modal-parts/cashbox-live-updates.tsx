import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { onAccountSecurityMessage, securityLiveQueryKeys } from '@casino/account-security/live';
import { authKeys } from '@casino/auth';
import { lobbyGameOf } from '@casino/contracts';
import type { FreeSpinEventData } from '@casino/contracts';
import { useLaunchGame } from '@casino/games-launch';
import { onRecentWinsMessage, recentWinsLiveQueryKeys } from '@casino/games-launch/recent-wins-live';
import { formatLocalDateTime } from '@casino/i18n';
import { memoLiveQueryKeys, onMemoMessage } from '@casino/memo/live';
import {
  couponLiveQueryKeys,
  onPromotionsMessage,
  receivedMoneyLiveQueryKeys,
} from '@casino/promotions/live';
import { onQuestsMessage, questLiveQueryKeys } from '@casino/quests/live';
import { onRewardsMessage, rewardsLiveQueryKeys } from '@casino/rewards/live';
import { Button, useToast } from '@casino/ui-kit';
import { CashboxLiveUpdates } from '@casino/wallet-cashbox';
import type { CashboxLiveUpdatesProps } from '@casino/wallet-cashbox';

/** Spec 7's FREESPIN_PROMOTION success alert: the spins, until when they play (local time) and "Play now". */
function FreeSpinsGranted({ data, onPlay }: { data: FreeSpinEventData; onPlay: () => void }) {
  const { t } = useTranslation('common');
  return (
    <>
      <p>{t('freeSpins.granted', { spins: data.spins, date: formatLocalDateTime(data.expire_date) })}</p>
      <Button size="sm" onClick={onPlay}>
        {t('freeSpins.playNow')}
      </Button>
    </>
  );
}

/**
 * The member socket (loaded only once a member is logged in) with the reactions of the domains that
 * share it: the cashbox's own, the memo inbox's (PERSONAL_MESSAGE; its queries read again on open), the
 * cashback pages' (CASHBACK, REBATE), the coupon pages' (COUPON_PROMOTION; their standing read again on
 * open, the wallet's bonus after staff's decision), the received money history's (PERSONAL_MESSAGE: a
 * trigger paid into the wallet), the quests' (PERSONAL_MESSAGE: a quest completed or paid; their queries
 * read again on open), the rewards' (POINT and FREESPIN_PROMOTION: points, shop, history and free spins;
 * their queries read again on open; FREESPIN_PROMOTION's success alert, whose "Play now" launches the
 * first game as the event carries it through the lobby's own launch) and the privileges'
 * (PRIVILEGE: the route guard reads them again and sends the member from a page they just lost), and the
 * home page's recent wins (RECENT_WIN, a win anywhere on the site, first in the ticker; read again on open).
 * Kept in this lazy part so the first load of the site carries none of it.
 */
export default function MemberLiveUpdates({
  liveQueryKeys = [],
  onMessage,
  ...props
}: CashboxLiveUpdatesProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { launch } = useLaunchGame();
  // The alert outlives this render: its "Play now" launches with the session and settings of the click.
  const latestLaunch = useRef(launch);
  useEffect(() => {
    latestLaunch.current = launch;
  });
  const alertFreeSpins = (data: FreeSpinEventData) => {
    // Stays until dismissed or played: it holds an action, which a timed toast would take away.
    const id = toast.show({
      tone: 'positive',
      duration: 0,
      message: (
        <FreeSpinsGranted
          data={data}
          onPlay={() => {
            toast.dismiss(id);
            latestLaunch.current(lobbyGameOf(data.game));
          }}
        />
      ),
    });
  };
  return (
    <CashboxLiveUpdates
      {...props}
      liveQueryKeys={[
        ...liveQueryKeys,
        ...memoLiveQueryKeys,
        ...couponLiveQueryKeys,
        ...receivedMoneyLiveQueryKeys,
        ...questLiveQueryKeys,
        ...rewardsLiveQueryKeys,
        ...recentWinsLiveQueryKeys,
        ...securityLiveQueryKeys,
      ]}
      onMessage={(message) => {
        onMessage?.(message);
        onMemoMessage(queryClient, message);
        onPromotionsMessage(queryClient, message);
        onQuestsMessage(queryClient, message);
        onRewardsMessage(queryClient, message);
        onRecentWinsMessage(queryClient, message);
        onAccountSecurityMessage(queryClient, message);
        if (message.topic_name === 'FREESPIN_PROMOTION') alertFreeSpins(message.data);
        if (message.topic_name === 'PRIVILEGE') {
          void queryClient.invalidateQueries({ queryKey: authKeys.privileges() });
        }
        // A coupon's bonus, money a trigger or a quest paid (each payment writes a memo), or the points
        // free spins took, changed the wallet.
        if (
          message.topic_name === 'COUPON_PROMOTION' ||
          message.topic_name === 'PERSONAL_MESSAGE' ||
          message.topic_name === 'FREESPIN_PROMOTION'
        ) {
          void queryClient.invalidateQueries({ queryKey: authKeys.wallet() });
        }
      }}
    />
  );
}
