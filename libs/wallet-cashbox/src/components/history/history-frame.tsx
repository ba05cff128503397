import { EmptyState, LoadingStatus, Pagination, Select, Stack, TextInput } from '@casino/ui-kit';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useBusinessDaysNote } from '@casino/i18n';
import { HISTORY_PAGE_SIZE } from '../../api/history';
import { useCashboxText } from '../../text';
import * as styles from '../cashbox.css';
import type { HistoryFilters } from './use-history-filters';

/** One column of a history table: its header and what a row shows under it. */
export interface HistoryColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

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

/** One history: date range and a filter, summary, the table, pages; changing a filter returns to page 1. */
export function HistoryFrame<Row extends { id: string | number }, Summary extends { total_count: number }>({
  filters,
  history: { list, summary },
  summaryFigures,
  columns,
  label,
}: HistoryFrameProps<Row, Summary>) {
  const t = useCashboxText();
  const daysNote = useBusinessDaysNote();
  const daysNoteId = useId();
  const { range, onRange } = filters;
  const rows = list.data?.data;
  const loading = list.isFetching;
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / HISTORY_PAGE_SIZE));
  return (
    <Stack gap="md">
      <div className={styles.filters}>
        <TextInput
          label={t('history.from')}
          type="date"
          value={range.startDate}
          max={range.endDate || undefined}
          aria-describedby={daysNoteId}
          onChange={(event) => onRange({ ...range, startDate: event.target.value, page: 1 })}
        />
        <TextInput
          label={t('history.to')}
          type="date"
          value={range.endDate}
          min={range.startDate || undefined}
          aria-describedby={daysNoteId}
          onChange={(event) => onRange({ ...range, endDate: event.target.value, page: 1 })}
        />
        <Select
          label={filters.label}
          value={filters.value}
          options={filters.options}
          onChange={(event) => {
            filters.onValue(event.target.value);
            onRange({ ...range, page: 1 });
          }}
        />
      </div>
      <p id={daysNoteId} className={styles.filterNote}>
        {daysNote}
      </p>
      <div aria-live="polite">
        {summary.data ? (
          <p>
            {[
              t('history.summary.count', { count: summary.data.total_count }),
              ...(summaryFigures?.(summary.data) ?? []),
            ].join(' · ')}
          </p>
        ) : null}
      </div>
      {rows === undefined || (loading && rows.length === 0) ? (
        <LoadingStatus label={t('loading')} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('history.empty')} />
      ) : (
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too (WCAG 2.1.1).
        <div className={styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
          <table className={styles.table} aria-busy={loading}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td key={column.header}>{column.cell(row)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 ? (
        <Pagination
          page={range.page}
          pageCount={pageCount}
          onChange={(page) => onRange({ ...range, page })}
          labels={{
            navigation: t('history.pagination.navigation'),
            previous: t('history.pagination.previous'),
            next: t('history.pagination.next'),
            page: (page) => t('history.pagination.page', { page }),
          }}
        />
      ) : null}
    </Stack>
  );
}
