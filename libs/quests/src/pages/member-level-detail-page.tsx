import { Link } from 'react-router';
import { LoadingStatus, Stack } from '@casino/ui-kit';
import { useLocalPath, useSession, useWallet } from '@casino/auth';
import { useFailureText } from '@casino/forms';
import { useMemberLevelStanding } from '../api/member-level';
import { LevelStanding } from '../components/level-standing';
import { MemberGate } from '../components/member-gate';
import * as styles from '../components/member-level.css';
import { moneyFormatter, useQuestsText } from '../text';

/** The member's standing once it and their wallet (the currency of the amounts) have loaded. */
function Standing() {
  const t = useQuestsText();
  const failureText = useFailureText();
  const session = useSession();
  const wallet = useWallet({ enabled: session.isLoggedIn });
  const standing = useMemberLevelStanding();
  const error = standing.error ?? wallet.error;
  if (error) {
    return (
      <div role="alert">
        <p>{t('loadFailed')}</p>
        <p className={styles.muted}>{failureText(error)}</p>
      </div>
    );
  }
  if (!standing.data || !wallet.data) return <LoadingStatus label={t('loading')} />;
  return <LevelStanding standing={standing.data} money={moneyFormatter(wallet.data.currency)} />;
}

/** `/{lang}/member-level-detail`: the member's level and their progress towards the next (members only). */
export function MemberLevelDetailPage() {
  const t = useQuestsText();
  const localPath = useLocalPath();
  return (
    <Stack gap="lg">
      <h1>{t('detail.title')}</h1>
      <MemberGate prompt={t('detail.loginPrompt')}>
        <Standing />
      </MemberGate>
      <p>
        <Link to={localPath('/member-level')} className={styles.link}>
          {t('detail.back')}
        </Link>
      </p>
    </Stack>
  );
}
