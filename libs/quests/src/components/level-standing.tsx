import { Card, Stack } from '@casino/ui-kit';
import { formatLocalDateTime } from '@casino/i18n';
import type { MemberLevelStanding } from '@casino/contracts/quests';
import { formatBusinessDay, useQuestsText } from '../text';
import * as styles from './member-level.css';
import { REQUIREMENT_KINDS, levelRequirements } from './requirements';
import { RequirementProgress } from './requirement-progress';

export interface LevelStandingProps {
  standing: MemberLevelStanding;
  /** Formats an amount in the member's currency. */
  money: (amount: string) => string;
}

/**
 * The member's standing: their level (or none yet), what they accumulated through the last day counted
 * and when the next daily calculation runs, and the next level with a progress bar per requirement it
 * sets (any one is enough) and the bonuses it pays; or that they are at the top.
 */
export function LevelStanding({ standing, money }: LevelStandingProps) {
  const t = useQuestsText();
  const { level, next, accumulated } = standing;
  return (
    <Stack gap="lg">
      <Card title={t('detail.current')} headingLevel={2}>
        <p className={styles.levelNow}>
          {level ? t('levelName', { rank: level.rank, name: level.name }) : t('detail.belowFirst')}
        </p>
        {level ? (
          <Stack as="ul" gap="xs" className={styles.requirementList}>
            <li>{t('detail.currentRebate', { rate: level.rolling_rebate })}</li>
            <li>{t('detail.currentBirthdayBonus', { amount: money(level.birthday_bonus) })}</li>
          </Stack>
        ) : null}
        {standing.birthday_bonus_year !== null ? (
          <p className={styles.muted}>{t('detail.birthdayPaid', { year: standing.birthday_bonus_year })}</p>
        ) : null}
      </Card>

      <Card title={t('detail.accumulated')} headingLevel={2}>
        <dl className={styles.figures}>
          {REQUIREMENT_KINDS.map((kind) => (
            <div key={kind} className={styles.figure}>
              <dt className={styles.figureLabel}>{t(`detail.${kind}`)}</dt>
              <dd className={styles.figureValue}>{money(accumulated[kind])}</dd>
            </div>
          ))}
        </dl>
        <Stack gap="xxs">
          <p className={styles.muted}>
            {standing.counted_through
              ? t('detail.countedThrough', { day: formatBusinessDay(standing.counted_through) })
              : t('detail.notCalculated')}
          </p>
          <p className={styles.muted}>
            {t('detail.nextCalculation', { date: formatLocalDateTime(standing.next_calculation_at) })}
          </p>
        </Stack>
      </Card>

      {next ? (
        <Card
          title={t('detail.next', { level: t('levelName', { rank: next.rank, name: next.name }) })}
          headingLevel={2}
        >
          <p>{t('detail.anyOne')}</p>
          <Stack gap="md">
            {levelRequirements(next).map(({ kind, amount }) => (
              <RequirementProgress
                key={kind}
                label={t(`detail.${kind}`)}
                current={accumulated[kind]}
                target={amount}
                money={money}
              />
            ))}
          </Stack>
          <Stack as="ul" gap="xs" className={styles.requirementList}>
            <li>{t('detail.vipBonus', { amount: money(next.vip_bonus) })}</li>
            <li>{t('detail.birthdayBonus', { amount: money(next.birthday_bonus) })}</li>
          </Stack>
        </Card>
      ) : (
        <Card>
          <p className={styles.levelNow}>{t('detail.topLevel')}</p>
        </Card>
      )}
    </Stack>
  );
}
