import { Badge, Countdown } from '@casino/ui-kit';
import type { Promotion, PromotionMemberStatus } from '@casino/contracts/promotions';
import type { BadgeTone } from '@casino/ui-kit';
import { usePromotionsText } from '../text';
import * as styles from './promotions.css';

const STATUS_TONE: Record<PromotionMemberStatus, BadgeTone> = {
  active: 'positive',
  received: 'info',
  inactive: 'caution',
  expired: 'critical',
};

export function PromotionStatus({ status }: { status: PromotionMemberStatus }) {
  const t = usePromotionsText();
  return <Badge tone={STATUS_TONE[status]}>{t(`status.${status}`)}</Badge>;
}

/** Spec 4: the time left until the promotion ends, then "Expired". */
export function EndsIn({ endAt }: { endAt: string }) {
  const t = usePromotionsText();
  return (
    <span className={styles.muted}>
      {t('endsIn')}: <Countdown target={endAt} expiredLabel={t('expired')} label={t('endsIn')} />
    </span>
  );
}

/** The bonus rule, minimum deposit and turnover multiplier in words. */
export function PromotionRule({ promotion, money }: { promotion: Promotion; money: (a: string) => string }) {
  const t = usePromotionsText();
  const bonus =
    promotion.bonus_percent !== null
      ? t('rule.percent', { percent: promotion.bonus_percent, cap: money(promotion.bonus_cap ?? '0') })
      : t('rule.fixed', { amount: money(promotion.bonus_amount ?? '0') });
  return (
    <ul className={styles.facts}>
      <li>{t(`types.${promotion.type}`)}</li>
      <li>{bonus}</li>
      {promotion.type === 'deposit_turnover' ? (
        <li>{t('rule.minDeposit', { amount: money(promotion.min_deposit) })}</li>
      ) : null}
      <li>{t('rule.multiplier', { multiplier: promotion.turnover_multiplier })}</li>
    </ul>
  );
}
