import { Badge, Card } from '@casino/ui-kit';
import type { MemberLevel } from '@casino/contracts/quests';
import { useQuestsText } from '../text';
import * as styles from './member-level.css';
import { levelRequirements } from './requirements';

export interface LevelCardProps {
  level: MemberLevel;
  /** Formats an amount in the levels' currency. */
  money: (amount: string) => string;
  /** The member holds this level. */
  current?: boolean;
}

/**
 * One level: its rank and name, what reaches it (any one of the thresholds it sets), the VIP bonus paid
 * once on reaching it, the birthday bonus paid once a year and its rolling rebate rate.
 */
export function LevelCard({ level, money, current = false }: LevelCardProps) {
  const t = useQuestsText();
  const facts = [
    { label: t('levels.vipBonus'), value: money(level.vip_bonus) },
    { label: t('levels.birthdayBonus'), value: money(level.birthday_bonus) },
    { label: t('levels.rollingRebate'), value: t('percent', { rate: level.rolling_rebate }) },
  ];
  return (
    <Card
      as="article"
      headingLevel={2}
      title={t('levelName', { rank: level.rank, name: level.name })}
      className={current ? styles.currentLevel : undefined}
    >
      {current ? (
        <p className={styles.muted}>
          <Badge tone="brand">{t('levels.yourLevel')}</Badge>
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('levels.reachedBy')}</dt>
          <dd className={styles.factValue}>
            <ul className={styles.requirementList}>
              {levelRequirements(level).map(({ kind, amount }) => (
                <li key={kind}>{t(`levels.requirements.${kind}`, { amount: money(amount) })}</li>
              ))}
            </ul>
          </dd>
        </div>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.factLabel}>{fact.label}</dt>
            <dd className={styles.factValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
