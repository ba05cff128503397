import type { BetSummary as Summary } from '@casino/contracts';
import { useGamesText } from '../text';
import * as styles from '../pages/bets.css';

/** Rounds, total bet, total win and win/lose of the filtered range. */
export function BetSummary({
  summary,
  money,
}: {
  summary: Summary | undefined;
  money: (amount: string) => string;
}) {
  const t = useGamesText();
  if (!summary) return null;
  const items = [
    { key: 'rounds', label: t('bets.rounds'), value: String(summary.rounds) },
    { key: 'bet', label: t('bets.totalBet'), value: money(summary.total_bet) },
    { key: 'win', label: t('bets.totalWin'), value: money(summary.total_win) },
    { key: 'winlose', label: t('bets.winLose'), value: money(summary.win_lose) },
  ];
  return (
    <section aria-label={t('bets.summary')}>
      <dl className={styles.summary}>
        {items.map((item) => (
          <div key={item.key} className={styles.summaryItem} data-testid={`bet-summary-${item.key}`}>
            <dt>{item.label}</dt>
            <dd className={styles.summaryValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
