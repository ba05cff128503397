import { Badge, Countdown, Stack } from '@casino/ui-kit';
import type { CashbackMember, CashbackTransaction } from '@casino/contracts/promotions';
import type { ReactNode } from 'react';
import { useCashbackText } from '../text';
import * as styles from './cashback.css';

export interface CashbackOverviewProps {
  member: CashbackMember;
  transaction: CashbackTransaction | undefined;
  /** Formats an amount in the member's currency. */
  money: (amount: string) => string;
  /** The next calculation time passed while shown: read the member's data again. */
  onCalculated: () => void;
  /** The activation control, shown while this kind is not the member's active bonus. */
  activation?: ReactNode;
}

/**
 * The member's cashback or rebate at a glance: active or not, the balance, today's turnover against the
 * target and a countdown (ticking every second) to the next calculation, 'Expired' once it has passed.
 */
export function CashbackOverview({
  member,
  transaction,
  money,
  onCalculated,
  activation,
}: CashbackOverviewProps) {
  const t = useCashbackText();
  const kind = member.kind;
  return (
    <Stack gap="md">
      {!member.programme_active ? (
        <p role="status">{t('programmeOff')}</p>
      ) : member.joined ? (
        <p>
          <Badge tone="positive">{t('active')}</Badge>
        </p>
      ) : (
        <Stack gap="sm">
          <p className={styles.muted}>{t('notActive')}</p>
          {activation}
        </Stack>
      )}
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t(`kinds.${kind}.balance`)}</dt>
          <dd className={styles.figureValue} data-testid="cashback-available">
            {transaction ? money(transaction.available) : '…'}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('nextCalculation')}</dt>
          <dd className={styles.figureValue}>
            <Countdown
              target={member.next_calculation_at}
              expiredLabel={t('expired')}
              onExpire={onCalculated}
              label={t('nextCalculation')}
            />
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('todayTurnover')}</dt>
          <dd className={styles.figureValue} data-testid="cashback-turnover">
            {transaction
              ? t('ofTarget', {
                  current: money(transaction.turnover),
                  target: money(transaction.turnover_target),
                })
              : '…'}
          </dd>
        </div>
      </dl>
    </Stack>
  );
}
