import { HistoryFrame as SharedHistoryFrame, historyFrameLabels } from '@casino/ui-kit';
import type { HistoryColumn, HistoryFilters } from '@casino/ui-kit';
import { useBusinessDaysNote } from '@casino/i18n';
import { HISTORY_PAGE_SIZE } from '../../api/history';
import { useCashboxText } from '../../text';

export interface HistoryFrameProps<Row, Summary> {
  filters: HistoryFilters;
  /** A history's queries: a page of rows (kept while the next one loads) with the total, and the summary. */
  history: {
    list: { data?: { total: number; data: readonly Row[] }; isFetching: boolean };
    summary: { data?: Summary };
  };
  /** The summary's figures after the transaction count, all on one line. */
  summaryFigures?: (summary: Summary) => readonly string[];
  columns: readonly HistoryColumn<Row>[];
  /** Names the table's scroll area (which keyboard users can focus to scroll a wide table). */
  label: string;
}

/** A cashbox history: ui-kit's `HistoryFrame` with the cashbox's texts and the transaction count first. */
export function HistoryFrame<Row extends { id: string | number }, Summary extends { total_count: number }>({
  filters,
  history: { list, summary },
  summaryFigures,
  columns,
  label,
}: HistoryFrameProps<Row, Summary>) {
  const t = useCashboxText();
  const daysNote = useBusinessDaysNote();
  return (
    <SharedHistoryFrame
      filters={filters}
      list={list}
      pageSize={HISTORY_PAGE_SIZE}
      columns={columns}
      summary={
        summary.data
          ? [
              t('history.summary.count', { count: summary.data.total_count }),
              ...(summaryFigures?.(summary.data) ?? []),
            ].join(' · ')
          : null
      }
      labels={historyFrameLabels(t, { table: label, daysNote })}
    />
  );
}
