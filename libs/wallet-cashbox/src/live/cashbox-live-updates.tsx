import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { connectMemberSocket } from '@casino/api-client';
import type { MemberSocketStatus } from '@casino/api-client';
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

export interface CashboxLiveUpdatesProps {
  /** Every message, so other domains react without a second socket. */
  onMessage?: (message: WsMessage) => void;
  /** The socket's status, for the shell's "reconnecting" indicator. */
  onStatus?: (status: MemberSocketStatus) => void;
  /**
   * Other domains' member data that may change while no socket listens (their query key roots): read
   * again, with the wallet and this library's lists, each time the socket opens.
   */
  liveQueryKeys?: readonly QueryKey[];
}

/**
 * Opens the member websocket while someone is logged in and applies the wallet's topics: DEPOSIT success
 * closes the cashbox and shows the amount; DEPOSIT, WITHDRAWAL and the bonus topics refresh the wallet.
 * Events published while no socket was open (page load, a dropped connection, an API restart) are never
 * replayed, so each opening reads again the wallet, the cashbox's lists and every `liveQueryKeys` root.
 */
export function CashboxLiveUpdates({ onMessage, onStatus, liveQueryKeys = [] }: CashboxLiveUpdatesProps) {
  const session = useSession();
  const token = useAtomValue(accessTokenAtom);
  const queryClient = useQueryClient();
  const refreshWallet = useRefreshWallet();
  const showSuccess = useSetAtom(depositSuccessAtom);
  const updateWithdrawal = useSetAtom(withdrawalUpdateAtom);
  const { closeCashbox } = useCashbox();
  const tokenRef = useRef(token);
  const handleRef = useRef<(message: WsMessage) => void>(() => undefined);
  const openedRef = useRef<() => void>(() => undefined);
  const statusRef = useRef(onStatus);

  useEffect(() => {
    tokenRef.current = token;
    statusRef.current = onStatus;
    openedRef.current = () => {
      void refreshWallet();
      for (const queryKey of liveQueryKeys) void queryClient.invalidateQueries({ queryKey });
    };
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
      onStatus: (status) => {
        statusRef.current?.(status);
        if (status === 'open') openedRef.current();
      },
    });
    return () => socket.close();
  }, [userId]);

  return null;
}
