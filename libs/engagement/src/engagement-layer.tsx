import { useSession } from '@casino/auth';
import { PopupPage } from '@casino/contracts/engagement';
import type { PageGroup } from '@casino/contracts';
import { useFirstLogin, useNotificationPopups } from './api/engagement';
import { ContactWidgets } from './contact/contact-widgets';
import { NotificationPopups } from './popups/notification-popups';
import { PushPrompt } from './push/push-prompt';
import { useWebPushSubscription } from './push/subscribe';
import { hasStarterWords, StarterModal } from './starter/starter-modal';

export interface EngagementLayerProps {
  /**
   * The page group of the current route (the shell's `usePageGroup`); undefined off the site's pages (the
   * 404 page). Groups without pop-ups (login, setting) show none.
   */
  page: PageGroup | undefined;
  /** Called after this layer has subscribed the browser for Web Push, once notifications are granted. */
  onPermissionGranted?: () => void;
}

/**
 * What the default layout adds over the page (spec 2): the starter modal on a member's first login (where
 * staff wrote starter words for the page), then the page's welcome and announcement pop-ups, the push
 * prompt, and the contact widgets. The shell loads it lazily, after the page, so none of it weighs on the
 * first load.
 */
export function EngagementLayer({ page, onPermissionGranted }: EngagementLayerProps) {
  const session = useSession();
  const firstLogin = useFirstLogin();
  const popupPage = PopupPage.safeParse(page).data ?? null;
  const popups = useNotificationPopups(popupPage);
  // Subscribes a browser that allows notifications (now, or before) and sends it for the member.
  const subscribeForPush = useWebPushSubscription();
  // The starter modal goes first; the pop-ups wait until it is known not to show, or has been seen.
  const starterFirst =
    session.isPending ||
    (session.user !== null && firstLogin.isPending) ||
    (firstLogin.data?.first_login === true && (popups.isLoading || hasStarterWords(popups.data)));
  return (
    <>
      <StarterModal page={popupPage} />
      {starterFirst ? null : <NotificationPopups page={popupPage} />}
      <PushPrompt
        onPermissionGranted={() => {
          subscribeForPush();
          onPermissionGranted?.();
        }}
      />
      <ContactWidgets />
    </>
  );
}
