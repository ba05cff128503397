import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { loginModalOpenAtom, useSession } from '@casino/auth';
import { profileIncompletePromptAtom, profileUpdateModalAtom } from '@casino/profile/state';
import { cashboxAtom, depositSuccessAtom } from '@casino/wallet-cashbox';
import { LIVE_QUERY_KEYS, memberSocketStatusAtom } from './live-updates';

// The modals' code (forms, tabs, payment flows) is not needed for the first paint: each loads on its first
// opening. The atoms that open them stay in the entry, so every button opens them as before.
const LoginModal = lazy(() => import('./modal-parts/login-modal'));
const CashboxModal = lazy(() => import('./modal-parts/cashbox-modal'));
const DepositSuccessDialog = lazy(() => import('./modal-parts/deposit-success-dialog'));
const CashboxLiveUpdates = lazy(() => import('./modal-parts/cashbox-live-updates'));
const ProfileModalHost = lazy(() => import('./modal-parts/profile-modal-host'));

/**
 * Renders `children` from the first time `wanted` is true and keeps them mounted afterwards, so a modal
 * closes with its own transition and a second opening needs no loading.
 */
function MountOnceWanted({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  if (!mounted && !wanted) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The shell's modals and the member's websocket, each loaded only once it is needed. */
export function LazyModals() {
  const loginOpen = useAtomValue(loginModalOpenAtom);
  const cashboxOpen = useAtomValue(cashboxAtom).open;
  const depositSucceeded = useAtomValue(depositSuccessAtom) !== null;
  const profileUpdateOpen = useAtomValue(profileUpdateModalAtom);
  const profilePromptOpen = useAtomValue(profileIncompletePromptAtom);
  const loggedIn = useSession().isLoggedIn;
  const setSocketStatus = useSetAtom(memberSocketStatusAtom);
  return (
    <>
      <MountOnceWanted wanted={loginOpen}>
        <LoginModal />
      </MountOnceWanted>
      <MountOnceWanted wanted={cashboxOpen}>
        <CashboxModal />
      </MountOnceWanted>
      <MountOnceWanted wanted={depositSucceeded}>
        <DepositSuccessDialog />
      </MountOnceWanted>
      <MountOnceWanted wanted={loggedIn}>
        <CashboxLiveUpdates liveQueryKeys={LIVE_QUERY_KEYS} onStatus={setSocketStatus} />
      </MountOnceWanted>
      <MountOnceWanted wanted={profileUpdateOpen || profilePromptOpen}>
        <ProfileModalHost />
      </MountOnceWanted>
    </>
  );
}
