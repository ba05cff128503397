import { Link } from 'react-router';
import { Card } from '@casino/ui-kit';
import { useLocalPath } from '@casino/auth';
import type { PointTotals } from '@casino/contracts/rewards';
import { usePointTotals } from '../api/points';
import { useRewardsText } from '../text';
import { LoadState } from './load-state';
import { usePointsText } from './points-words';
import * as styles from './rewards.css';

/** The figures a summary can show, by their `summary.*` label. */
const FIGURES = { balance: 'point', badge: 'badge_point', earned: 'earned', spent: 'spent' } as const;
type Figure = keyof typeof FIGURES;

export interface PointsSummaryProps {
  /** The shop shows the balance and the badge points; the totals page all four. */
  figures?: readonly Figure[];
  /** Links to the other history (the shop links both). */
  links?: readonly ('points' | 'redeems')[];
}

/**
 * The member's points: the balance to spend, every point ever earned (the badge points), what was earned
 * and spent, with the ways to their histories.
 */
export function PointsSummary({
  figures = ['balance', 'badge'],
  links = ['points', 'redeems'],
}: PointsSummaryProps) {
  const t = useRewardsText();
  const pointsText = usePointsText();
  const localPath = useLocalPath();
  const totals = usePointTotals();
  const value = (data: PointTotals, figure: Figure) => pointsText(data[FIGURES[figure]]);
  return (
    <Card title={t('summary.title')} headingLevel={2}>
      <LoadState data={totals.data} error={totals.error} empty="">
        {(data) => (
          <dl className={styles.figures}>
            {figures.map((figure) => (
              <div key={figure} className={styles.figure}>
                <dt className={styles.factLabel}>{t(`summary.${figure}`)}</dt>
                <dd className={figure === 'balance' ? styles.figureValue : styles.factValue}>
                  {value(data, figure)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </LoadState>
      {links.length > 0 ? (
        <p className={styles.actions}>
          {links.includes('points') ? (
            <Link to={localPath('/setting/totalpoints')}>{t('summary.pointsHistory')}</Link>
          ) : null}
          {links.includes('redeems') ? (
            <Link to={localPath('/reward/history')}>{t('summary.redeemHistory')}</Link>
          ) : null}
        </p>
      ) : null}
    </Card>
  );
}

/** The balance to spend, as one line above a page's rewards. */
export function PointsBalance() {
  const t = useRewardsText();
  const pointsText = usePointsText();
  const balance = usePointTotals().data?.point;
  if (balance === undefined) return null;
  return (
    <p className={styles.intro}>
      {t('summary.balance')}: <strong data-testid="points-balance">{pointsText(balance)}</strong>
    </p>
  );
}
