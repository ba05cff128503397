import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { connectMemberSocket } from '@casino/api-client';
import type { WsMessage } from '@casino/contracts';
import { accessTokenAtom, useSession } from '@casino/auth';
import { useRefreshWallet } from '../api/wallet';
import { depositSuccessAtom, useCashbox, withdrawalUpdateAtom } from '../state';

/** Topics after which the wallet is read again (spec 7). */
const REFRESHES_WALLET = new Set<WsMessage['topic_name']>([
  'DEPOSIT',
  'WITHDRAWAL',
  'CASHBACK',
  'POINT',
  'REBATE',
  'PRIVILEGE',
  'PERSONAL_MESSAGE',
]);

/**
 * Opens the member websocket while someone is logged in and applies the wallet's topics: DEPOSIT success
 * closes the cashbox and shows the amount; DEPOSIT, WITHDRAWAL and the bonus topics refresh the wallet.
 * Every message is also passed to `onMessage`, so other domains can react without a second socket. Each
 * time the socket opens the wallet and the histories are read again, for what happened while it was closed.
 */
export function CashboxLiveUpdates({ onMessage }: { onMessage?: (message: WsMessage) => void }) {
  const session = useSession();
  const token = useAtomValue(accessTokenAtom);
  const refreshWallet = useRefreshWallet();
  const showSuccess = useSetAtom(depositSuccessAtom);
  const updateWithdrawal = useSetAtom(withdrawalUpdateAtom);
  const { closeCashbox } = useCashbox();
  const tokenRef = useRef(token);
  const handleRef = useRef<(message: WsMessage) => void>(() => undefined);
  const refreshRef = useRef(refreshWallet);

  useEffect(() => {
    tokenRef.current = token;
    refreshRef.current = refreshWallet;
    handleRef.current = (message) => {
      if (message.topic_name === 'DEPOSIT' && message.data.success) {
        closeCashbox();
        showSuccess({ amount: message.data.amount, credited: true });
      }
      if (message.topic_name === 'WITHDRAWAL' && message.data.reference && message.data.status) {
        updateWithdrawal({ reference: message.data.reference, status: message.data.status });
      }
      if (REFRESHES_WALLET.has(message.topic_name)) void refreshWallet();
      onMessage?.(message);
    };
  });

  const userId = session.user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    const socket = connectMemberSocket({
      getToken: () => tokenRef.current,
      onMessage: (message) => handleRef.current(message),
      // Events published while no socket was open (page load, a dropped connection) are never replayed:
      // every opening reads the wallet and the cashbox's lists again, so nothing stays stale.
      onStatus: (status) => {
        if (status === 'open') void refreshRef.current();
      },
    });
    return () => socket.close();
  }, [userId]);

  return null;
}
