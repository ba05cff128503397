import { Link } from 'react-router';
import { EmptyState, LoadingStatus, Stack } from '@casino/ui-kit';
import { useLocalPath, useSession } from '@casino/auth';
import { useFailureText } from '@casino/forms';
import { useLevelCurrency, useMemberLevelStanding, useMemberLevels } from '../api/member-level';
import { LevelList } from '../components/level-list';
import { LoginPrompt } from '../components/member-gate';
import * as styles from '../components/member-level.css';
import { moneyFormatter, useQuestsText } from '../text';

/**
 * `/{lang}/member-level`: every level of the member's currency (a visitor: the site's default currency),
 * lowest first, the member's own marked, with a link to their progress; a visitor is asked to log in.
 */
export function MemberLevelPage() {
  const t = useQuestsText();
  const failureText = useFailureText();
  const localPath = useLocalPath();
  const session = useSession();
  const { currency, error: currencyError } = useLevelCurrency();
  const levels = useMemberLevels(currency?.id);
  const standing = useMemberLevelStanding();
  const money = moneyFormatter(currency);
  const error = currencyError ?? levels.error;

  return (
    <Stack gap="lg">
      <h1>{t('levels.title')}</h1>
      <p>{t('levels.intro')}</p>
      {session.isPending ? null : session.isLoggedIn ? (
        <Stack gap="xs">
          {standing.data && standing.data.level === null ? <p>{t('levels.belowFirst')}</p> : null}
          <p>
            <Link to={localPath('/member-level-detail')} className={styles.link}>
              {t('levels.progressLink')}
            </Link>
          </p>
        </Stack>
      ) : (
        <LoginPrompt prompt={t('levels.loginPrompt')} />
      )}
      {error ? (
        <div role="alert">
          <p>{t('loadFailed')}</p>
          <p className={styles.muted}>{failureText(error)}</p>
        </div>
      ) : currency === null || levels.data?.length === 0 ? (
        <EmptyState title={t('levels.empty')} />
      ) : !levels.data ? (
        <LoadingStatus label={t('loading')} />
      ) : (
        <LevelList levels={levels.data} currentId={standing.data?.level?.id} money={money} />
      )}
    </Stack>
  );
}
