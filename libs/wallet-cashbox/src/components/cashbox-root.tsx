import type { WsMessage } from '@casino/contracts';
import { CashboxLiveUpdates } from '../live/cashbox-live-updates';
import { CashboxModal } from './cashbox-modal';
import { DepositSuccessDialog } from './deposit-success-dialog';

/**
 * What the shell mounts once, inside its providers: the cashbox modal, the deposit success dialog and the
 * member websocket (connected while logged in).
 */
export function CashboxRoot({ onSocketMessage }: { onSocketMessage?: (message: WsMessage) => void }) {
  return (
    <>
      <CashboxModal />
      <DepositSuccessDialog />
      <CashboxLiveUpdates {...(onSocketMessage ? { onMessage: onSocketMessage } : {})} />
    </>
  );
}
