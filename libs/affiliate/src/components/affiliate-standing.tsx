import { Countdown, Stack } from '@casino/ui-kit';
import type { AffiliateMember } from '@casino/contracts/affiliate';
import { useAffiliateText } from '../text';
import * as styles from './affiliate.css';
import { JoinAffiliate } from './join-affiliate';

export interface AffiliateStandingProps {
  member: AffiliateMember;
  /** The next calculation time passed while shown: read the member's data again. */
  onCalculated: () => void;
}

/**
 * The member's standing in the programme: paused, active, or not (with the way to join); their rate and
 * what it is a share of, and a countdown to the next calculation.
 */
export function AffiliateStanding({ member, onCalculated }: AffiliateStandingProps) {
  const t = useAffiliateText();
  return (
    <Stack gap="md">
      {!member.programme_active ? (
        <p role="status" className={styles.paragraph}>
          {t('standing.paused')}
        </p>
      ) : member.joined ? (
        // A sentence, not a badge: it wraps on a phone in every language.
        <p className={styles.positive}>{t('standing.joined')}</p>
      ) : (
        <Stack gap="sm">
          <p className={styles.muted}>{t('standing.notJoined')}</p>
          <JoinAffiliate />
        </Stack>
      )}
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('standing.yourRate')}</dt>
          <dd className={styles.figureValue} data-testid="affiliate-rate">
            {t('standing.rateValue', { rate: member.rate, base: t(`base.${member.base}`) })}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('standing.nextCalculation')}</dt>
          <dd className={styles.figureValue}>
            <Countdown
              target={member.next_calculation_at}
              expiredLabel={t('standing.expired')}
              onExpire={onCalculated}
              label={t('standing.nextCalculation')}
            />
          </dd>
        </div>
      </dl>
    </Stack>
  );
}
