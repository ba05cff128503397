import { useTranslation } from 'react-i18next';
import type { CustomFunction } from '@casino/contracts';
import * as styles from './frame.css';

/** The announcements in a strip above the header (spec 2); the layout shifts down by its 40 px. */
export function AnnouncementTicker({
  announcements,
}: {
  announcements: CustomFunction['announcement_data'];
}) {
  const { t } = useTranslation('common');
  return (
    <aside className={styles.ticker} aria-label={t('announcement.label')} data-testid="announcement-ticker">
      <div className={styles.tickerTrack}>
        {announcements.map((announcement) => (
          <span key={announcement.id}>{announcement.message}</span>
        ))}
      </div>
    </aside>
  );
}
