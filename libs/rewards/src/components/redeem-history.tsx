import { HistoryFrame, historyFrameLabels, useHistoryFilters } from '@casino/ui-kit';
import { RedeemTypeCode } from '@casino/contracts/rewards';
import type { RedeemTransaction } from '@casino/contracts/rewards';
import { formatLocalDateTime, useBusinessDaysNote } from '@casino/i18n';
import { useRedeemHistory } from '../api/history';
import { useMemberWallet } from '../api/member';
import { HISTORY_PAGE_SIZE } from '../api/points';
import { moneyFormatter, useRewardsText } from '../text';
import { usePrizeText } from './draw-result';
import { DrawFairness } from './fairness';
import { usePointsText } from './points-words';
import { RedeemStatusBadge } from './redeem-status';

/** What a redemption gave: a draw's prize or an exchange's money, or what a special reward is worth. */
function useResultText() {
  const t = useRewardsText();
  const prizeText = usePrizeText();
  const money = moneyFormatter(useMemberWallet().data?.currency);
  return (row: RedeemTransaction) => {
    if (row.prize) return row.type.code === 'exchange' ? money(row.prize.amount) : prizeText(row.prize);
    if (row.product_value !== null) return t('card.worthValue', { amount: money(row.product_value) });
    return '—';
  };
}

/** A draw's seeds behind a disclosure: long hex the table would otherwise stretch for. */
function Fairness({ row }: { row: RedeemTransaction }) {
  const t = useRewardsText();
  if (!row.fairness) return <>—</>;
  return (
    <details>
      <summary>{t('history.seeds')}</summary>
      <DrawFairness draw={row.fairness} />
    </details>
  );
}

/**
 * The member's redemptions of every kind, newest first: date, type, reward, points, what it gave, status
 * (spec 4), the shipping address and tracking number, and a draw's fairness seeds; a type to narrow them, a range of
 * business days (the brand's time zone, named under the filters) and pages.
 */
export function RedeemHistory() {
  const t = useRewardsText();
  const daysNote = useBusinessDaysNote();
  const pointsText = usePointsText();
  const resultText = useResultText();
  const filters = useHistoryFilters({
    label: t('history.type'),
    allLabel: t('history.allTypes'),
    values: RedeemTypeCode,
    optionLabel: (code) => t(`types.${code}`),
  });
  const history = useRedeemHistory(filters.range, filters.value);
  return (
    <HistoryFrame
      filters={filters}
      list={history}
      pageSize={HISTORY_PAGE_SIZE}
      labels={historyFrameLabels(t, { table: t('history.title'), daysNote })}
      columns={[
        { header: t('history.date'), cell: (row) => formatLocalDateTime(row.createdAt) },
        { header: t('history.type'), cell: (row) => t(`types.${row.type.code}`) },
        { header: t('history.reward'), cell: (row) => row.name },
        { header: t('history.points'), cell: (row) => pointsText(row.points) },
        { header: t('history.result'), cell: resultText },
        { header: t('history.status'), cell: (row) => <RedeemStatusBadge status={row.status} /> },
        { header: t('history.shipTo'), cell: (row) => row.address ?? '—' },
        { header: t('history.tracking'), cell: (row) => row.tracking_number ?? '—' },
        { header: t('history.fairness'), cell: (row) => <Fairness row={row} /> },
      ]}
    />
  );
}
