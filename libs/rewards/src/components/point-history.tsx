import { HistoryFrame, historyFrameLabels, useHistoryFilters } from '@casino/ui-kit';
import type { HistoryFilterValues } from '@casino/ui-kit';
import { formatLocalDateTime, useBusinessDaysNote } from '@casino/i18n';
import { HISTORY_PAGE_SIZE, usePointMovements } from '../api/points';
import { useRewardsText } from '../text';
import { usePointsText } from './points-words';

/** The movements' kinds the site names; the server may add others, shown as the server names them. */
const MOVEMENT_KINDS = [
  'bet_points',
  'quest_point',
  'received_point_trigger',
  'redeem_reward',
  'redeem_reward_return',
  'lucky_box',
  'lucky_box_prize',
  'random_card',
  'random_card_prize',
  'exchange_money',
  'redeem_freespin',
] as const;
type MovementKind = (typeof MOVEMENT_KINDS)[number];
const isKnown = (type: string): type is MovementKind => (MOVEMENT_KINDS as readonly string[]).includes(type);

/**
 * The server filters movements by days only, so the frame's select orders instead of narrowing: newest
 * first (its first option) or oldest first.
 */
const ORDER_VALUES: HistoryFilterValues<'oldest'> = { options: ['oldest'], parse: () => 'oldest' };

/**
 * Every movement of the member's points, newest first: when, what it was (points from bets, a quest, a
 * redemption...), the points in or out and the balance after; a range of business days and pages.
 */
export function PointHistory() {
  const t = useRewardsText();
  const daysNote = useBusinessDaysNote();
  const pointsText = usePointsText();
  const filters = useHistoryFilters({
    label: t('pointHistory.order'),
    allLabel: t('pointHistory.newest'),
    values: ORDER_VALUES,
    optionLabel: () => t('pointHistory.oldest'),
  });
  const movements = usePointMovements(filters.range, filters.value);
  const labels = historyFrameLabels(t, { table: t('pointHistory.table'), daysNote });
  return (
    <HistoryFrame
      filters={filters}
      list={movements}
      pageSize={HISTORY_PAGE_SIZE}
      labels={{
        ...labels,
        empty: t('pointHistory.empty'),
        pagination: { ...labels.pagination, navigation: t('pointHistory.pages') },
      }}
      columns={[
        { header: t('history.date'), cell: (row) => formatLocalDateTime(row.createdAt) },
        {
          header: t('pointHistory.what'),
          cell: (row) => (isKnown(row.type) ? t(`movements.${row.type}`) : row.type),
        },
        {
          header: t('history.points'),
          // Signed, so earned and spent read apart without colour.
          cell: (row) =>
            row.points.startsWith('-') ? `−${pointsText(row.points.slice(1))}` : `+${pointsText(row.points)}`,
        },
        { header: t('pointHistory.balance'), cell: (row) => pointsText(row.balance_after) },
      ]}
    />
  );
}
