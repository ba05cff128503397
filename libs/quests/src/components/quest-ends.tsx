import { useState } from 'react';
import { Countdown } from '@casino/ui-kit';
import { formatLocalDateTime } from '@casino/i18n';
import { useQuestsText } from '../text';
import * as styles from './quests.css';

/** Closer than this, the end shows as a countdown; further, as a date. */
const COUNTDOWN_WITHIN_MS = 3 * 24 * 60 * 60 * 1000;

/** When a quest ends: the time left once it is close (then "Ended"), else the local date and time. */
export function QuestEnds({ endsAt }: { endsAt: string }) {
  const t = useQuestsText();
  // Read once: the countdown ticks by itself, and a page left open for days shows a date that still holds.
  const [now] = useState(() => Date.now());
  if (Date.parse(endsAt) - now > COUNTDOWN_WITHIN_MS) {
    return <p className={styles.muted}>{t('card.endsOn', { date: formatLocalDateTime(endsAt) })}</p>;
  }
  return (
    <p className={styles.muted}>
      {t('card.endsIn')}:{' '}
      <Countdown target={endsAt} expiredLabel={t('card.ended')} label={t('card.endsIn')} />
    </p>
  );
}
