import { Button } from '@casino/ui-kit';
import { useSaferGamblingText } from '../text';
import { dateTime } from './dates';
import * as styles from './safer-gambling.css';

/** What the last action did: applied now, applies later (when), or a pending change cancelled. */
export type Saved = null | 'now' | 'cancelled' | { later: string };

/** A pending increase or removal, with the button that cancels it. */
export function PendingLine({
  text,
  onCancel,
  busy,
}: {
  text: string;
  onCancel: () => Promise<void>;
  busy: boolean;
}) {
  const t = useSaferGamblingText();
  return (
    <p className={styles.pending}>
      <span>{text}</span>
      <Button type="button" size="sm" variant="secondary" loading={busy} onClick={() => void onCancel()}>
        {t('cancelChange')}
      </Button>
    </p>
  );
}

/** Announced politely: the outcome of the row's last save or cancel. */
export function SavedStatus({ saved }: { saved: Saved }) {
  const t = useSaferGamblingText();
  const text =
    saved === null
      ? ''
      : saved === 'now'
        ? t('savedNow')
        : saved === 'cancelled'
          ? t('cancelled')
          : t('savedLater', { date: dateTime(saved.later) });
  return (
    <p role="status" className={styles.muted}>
      {text}
    </p>
  );
}
