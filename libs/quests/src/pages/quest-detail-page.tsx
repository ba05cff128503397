import { Link, useParams } from 'react-router';
import { LoadingStatus, Stack } from '@casino/ui-kit';
import { useLocalPath } from '@casino/auth';
import { useQuestDetail } from '../api/quests';
import * as levelStyles from '../components/member-level.css';
import { QuestDetail } from '../components/quest-detail';
import { useFailureText } from '@casino/forms';
import * as styles from '../components/quests.css';
import { moneyFormatter, useQuestsText } from '../text';

/** A quest id as the route carries it: a positive whole number, or nothing to look up. */
function parseQuestId(id: string | undefined): number | null {
  return id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
}

/**
 * `/{lang}/quest/{id}`: one quest in full, the member's own (with their state, progress and actions) or
 * for a visitor the public one; "Quest not found" for an id the site does not run; a link back to the
 * quests.
 */
export function QuestDetailPage() {
  const t = useQuestsText();
  const failureText = useFailureText();
  const localPath = useLocalPath();
  const { id } = useParams();
  const { quest, currency, error } = useQuestDetail(parseQuestId(id));
  return (
    <Stack gap="lg">
      <p>
        <Link to={localPath('/quest')} className={levelStyles.link}>
          {t('quest.back')}
        </Link>
      </p>
      {error ? (
        <div role="alert">
          <p>{t('page.loadFailed')}</p>
          <p className={styles.muted}>{failureText(error)}</p>
        </div>
      ) : quest === null ? (
        <Stack gap="sm">
          <h1 className={styles.title}>{t('quest.notFound')}</h1>
          <p className={styles.description}>{t('quest.notFoundHint')}</p>
        </Stack>
      ) : !quest ? (
        <LoadingStatus label={t('loading')} />
      ) : (
        <QuestDetail quest={quest} money={moneyFormatter(currency)} />
      )}
    </Stack>
  );
}
