import type { AffiliateProfile } from '@casino/contracts/affiliate';
import { useAffiliateText } from '../text';
import * as styles from './affiliate.css';

export interface AffiliateTotalsProps {
  profile: AffiliateProfile;
  money: (amount: string) => string;
}

/** What the programme has done for the member so far: clicks, referred and active members, income, balance. */
export function AffiliateTotals({ profile, money }: AffiliateTotalsProps) {
  const t = useAffiliateText();
  const figures = [
    ['clicks', t('overview.totals.clicks'), String(profile.clicks)],
    ['referred', t('overview.totals.referred'), String(profile.referred_members)],
    ['active', t('overview.totals.active'), String(profile.active_members)],
    ['income-total', t('overview.totals.incomeTotal'), money(profile.income_total)],
    ['available', t('overview.totals.available'), money(profile.available)],
  ] as const;
  return (
    <dl className={styles.figures}>
      {figures.map(([id, label, value]) => (
        <div key={id} className={styles.figure}>
          <dt className={styles.figureLabel}>{label}</dt>
          <dd className={styles.figureValue} data-testid={`affiliate-${id}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
