import { Link } from 'react-router';
import { Stack } from '@casino/ui-kit';
import { useLocalPath } from '@casino/auth';
import { MemberGate } from '../components/member-gate';
import { PointHistory } from '../components/point-history';
import { PointsSummary } from '../components/points-summary';
import * as styles from '../components/rewards.css';
import { useRewardsText } from '../text';

/** `/{lang}/setting/totalpoints`: the member's points totals and every movement of them, by business day. */
export function TotalPointsPage() {
  const t = useRewardsText();
  const localPath = useLocalPath();
  return (
    <Stack gap="lg">
      <h1 className={styles.title}>{t('pointHistory.title')}</h1>
      <MemberGate>
        <Stack gap="lg">
          <PointsSummary figures={['balance', 'badge', 'earned', 'spent']} links={['redeems']} />
          <PointHistory />
        </Stack>
      </MemberGate>
      <div>
        <Link to={localPath('/reward')}>{t('special.back')}</Link>
      </div>
    </Stack>
  );
}
