import { Card, EmptyState, Stack } from '@casino/ui-kit';
import { useLocalPath } from '@casino/auth';
import type { CouponMemberState, CouponRedemption } from '@casino/contracts/promotions';
import { formatLocalDateTime } from '@casino/i18n';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCouponText } from '../text';
import { CouponStatusBadge } from './coupon-status';
import * as styles from './coupon.css';

type Money = (amount: string) => string;

/** A redemption's code, name, bonus, date and (when asked) status, as label and value pairs. */
function CouponFacts({
  redemption,
  money,
  withStatus,
}: {
  redemption: CouponRedemption;
  money: Money;
  withStatus: boolean;
}) {
  const t = useCouponText();
  const facts: [string, ReactNode][] = [
    [t('details.code'), redemption.code],
    [t('details.name'), redemption.name],
    [t('details.bonus'), money(redemption.bonus)],
    [t('details.date'), formatLocalDateTime(redemption.createdAt)],
  ];
  if (withStatus) facts.push([t('details.state'), <CouponStatusBadge status={redemption.status} />]);
  if (redemption.status === 'fail' && redemption.note) facts.push([t('details.note'), redemption.note]);
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.factRow}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Spec 4: staff are checking the coupon; until they finish the member cannot play, deposit or withdraw. */
function UnderVerification({ redemption, money }: { redemption: CouponRedemption; money: Money }) {
  const t = useCouponText();
  const titleId = useId();
  return (
    <section className={styles.verifying} aria-labelledby={titleId}>
      <Stack gap="sm">
        <h2 id={titleId} className={styles.verifyingTitle}>
          {t('status.verifying')}
        </h2>
        <p>{t('details.verifyingMessage')}</p>
        <CouponFacts redemption={redemption} money={money} withStatus={false} />
      </Stack>
    </section>
  );
}

export interface CouponStandingProps {
  /** The member's standing (`couponMemberFind`). */
  state: CouponMemberState;
  money: Money;
}

/**
 * The coupon details page's body: a coupon under verification first and prominently; else the newest
 * redemption with its status (and staff's note when it failed); else an invitation to redeem one.
 */
export function CouponStanding({ state, money }: CouponStandingProps) {
  const t = useCouponText();
  const localPath = useLocalPath();
  if (state.verifying) return <UnderVerification redemption={state.verifying} money={money} />;
  const latest = state.latest;
  if (!latest) {
    return (
      <EmptyState
        title={t('details.empty')}
        action={<Link to={localPath('/coupon')}>{t('links.redeem')}</Link>}
      />
    );
  }
  return (
    <Card title={t('details.latest')} headingLevel={2}>
      <Stack gap="sm">
        <CouponFacts redemption={latest} money={money} withStatus />
        {latest.status === 'success' ? (
          <Link to={localPath('/promotions')}>{t('links.promotions')}</Link>
        ) : null}
        {latest.status === 'fail' ? <p>{t('details.failed')}</p> : null}
      </Stack>
    </Card>
  );
}
