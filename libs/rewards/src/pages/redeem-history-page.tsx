import { Link } from 'react-router';
import { Stack } from '@casino/ui-kit';
import { useLocalPath } from '@casino/auth';
import { MemberGate } from '../components/member-gate';
import { RedeemHistory } from '../components/redeem-history';
import * as styles from '../components/rewards.css';
import { useRewardsText } from '../text';

/**
 * `/{lang}/reward/history` and `/{lang}/setting/redeemhistory`: every redemption of the member, a special
 * reward pending until staff ship it with a tracking number, a draw with its prize and seeds.
 */
export function RedeemHistoryPage() {
  const t = useRewardsText();
  const localPath = useLocalPath();
  return (
    <Stack gap="lg">
      <h1 className={styles.title}>{t('history.title')}</h1>
      <MemberGate>
        <RedeemHistory />
      </MemberGate>
      <div>
        <Link to={localPath('/reward')}>{t('special.back')}</Link>
      </div>
    </Stack>
  );
}
