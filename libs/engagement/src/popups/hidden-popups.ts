import type { NotificationPopup } from '@casino/contracts/engagement';

/** The pop-ups this browser asked not to see again, each as it was then (id and updated_at). */
const STORAGE_KEY = 'casino.hidden-popups';
/** Enough for years of pop-ups; the oldest are dropped first. */
const KEPT = 200;

type PopupVersion = Pick<NotificationPopup, 'id' | 'updated_at'>;

const versionOf = (popup: PopupVersion) => `${popup.id}@${popup.updated_at}`;

function readHidden(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether "Do not show again" was chosen for this very version: an edited pop-up shows again. */
export function isPopupHidden(popup: PopupVersion): boolean {
  return readHidden().includes(versionOf(popup));
}

export function hidePopup(popup: PopupVersion): void {
  const hidden = readHidden().filter((entry) => !entry.startsWith(`${popup.id}@`));
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...hidden, versionOf(popup)].slice(-KEPT)));
  } catch {
    // Nothing to keep it in: the pop-up shows again on the next visit.
  }
}
