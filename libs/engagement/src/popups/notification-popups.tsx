import { useState } from 'react';
import type { NotificationPopup, PopupPage } from '@casino/contracts/engagement';
import { Button, Inline, Modal, Stack } from '@casino/ui-kit';
import { useNotificationPopups } from '../api/engagement';
import * as styles from '../engagement.css';
import { useEngagementText } from '../text';
import { hidePopup, isPopupHidden } from './hidden-popups';
import { PopupText } from './popup-text';

export interface NotificationPopupDialogProps {
  /** The pop-ups still to show, in order; the first is open. */
  popups: readonly NotificationPopup[];
  /** Closed: it goes for now (it shows again on the next visit). */
  onClose: (popup: NotificationPopup) => void;
  /** "Do not show again": it goes for good in this browser, until the operator edits it. */
  onHide: (popup: NotificationPopup) => void;
}

/** One pop-up at a time: its title, image and text, "Do not show again" and "Close". */
export function NotificationPopupDialog({ popups, onClose, onHide }: NotificationPopupDialogProps) {
  const t = useEngagementText();
  const current = popups[0];
  if (!current) return null;
  return (
    <Modal
      // A new pop-up is a new dialog, so focus and scroll start again at its top.
      key={current.id}
      open
      title={current.title}
      // The footer's Close is the way out (and Escape); no second "Close" as a ×.
      onClose={() => onClose(current)}
      footer={
        <Inline gap="sm">
          <Button variant="secondary" onClick={() => onHide(current)}>
            {t('popup.dontShowAgain')}
          </Button>
          <Button onClick={() => onClose(current)}>{t('popup.close')}</Button>
        </Inline>
      }
    >
      <Stack gap="sm">
        {current.image_url ? <img className={styles.image} src={current.image_url} alt="" /> : null}
        <PopupText text={current.body} />
        {popups.length > 1 ? (
          <p className={styles.muted}>{t('popup.position', { current: 1, total: popups.length })}</p>
        ) : null}
      </Stack>
    </Modal>
  );
}

export interface NotificationPopupsProps {
  /** The page group the member is on; null shows none. */
  page: PopupPage | null;
}

/**
 * The welcome and announcement pop-ups of the page in the route's language (notification-modal), one after
 * another. A pop-up closed goes for the rest of this visit; one hidden with "Do not show again" stays
 * hidden in this browser until the operator edits it. The starter ones belong to the starter modal.
 */
export function NotificationPopups({ page }: NotificationPopupsProps) {
  const popups = useNotificationPopups(page);
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const remaining = (popups.data ?? []).filter(
    (popup) => popup.kind !== 'starter' && !gone.has(popup.id) && !isPopupHidden(popup),
  );
  const dismiss = (popup: NotificationPopup) => setGone((before) => new Set([...before, popup.id]));
  return (
    <NotificationPopupDialog
      popups={remaining}
      onClose={dismiss}
      onHide={(popup) => {
        hidePopup(popup);
        dismiss(popup);
      }}
    />
  );
}
