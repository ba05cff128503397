import { useId } from 'react';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState';
import { Stack } from '../Layout/Layout';
import { LoadingStatus } from '../LoadingStatus/LoadingStatus';
import { Pagination } from '../Pagination/Pagination';
import type { PaginationLabels } from '../Pagination/Pagination';
import { Select } from '../Select/Select';
import { TextInput } from '../TextInput/TextInput';
import * as styles from './HistoryFrame.css';
import type { HistoryFilters } from './useHistoryFilters';

/** One column of a history table: its header (also its key, so unique) and what a row shows under it. */
export interface HistoryColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** Every text the frame shows; the app fills them from its i18n. */
export interface HistoryFrameLabels {
  from: string;
  to: string;
  /** The line under the filters naming the time zone the days are counted in (`useBusinessDaysNote`). */
  daysNote: string;
  /** Shown when no row matches the filters. */
  empty: string;
  /** Announced while there is no page to show yet. */
  loading: string;
  /** Names the table's scroll area, which keyboard users can focus to scroll a wide table. */
  table: string;
  pagination: PaginationLabels;
}

export interface HistoryFrameProps<Row> {
  /** The range, page and filter, e.g. from `useHistoryFilters`. */
  filters: HistoryFilters;
  /** A page of rows with the total (kept while the next page loads, e.g. `placeholderData`). */
  list: { data?: { total: number; data: readonly Row[] }; isFetching: boolean };
  /** Rows a page, as the list was asked for. */
  pageSize: number;
  columns: readonly HistoryColumn<Row>[];
  /**
   * A line above the table (counts, totals) in a polite live region: `null` while it loads. Leave it out
   * for a history without one (no live region then).
   */
  summary?: string | null;
  labels: HistoryFrameLabels;
}

/**
 * A member history: a date range and one filter (changing either returns to page 1), the days note, an
 * optional summary, the table in a focusable scroll region (or the empty state, or a loading status), and
 * pages.
 */
export function HistoryFrame<Row extends { id: string | number }>({
  filters,
  list,
  pageSize,
  columns,
  summary,
  labels,
}: HistoryFrameProps<Row>) {
  const daysNoteId = useId();
  const { range, onRange } = filters;
  const rows = list.data?.data;
  const loading = list.isFetching;
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize));
  return (
    <Stack gap="md">
      <div className={styles.filters}>
        <TextInput
          label={labels.from}
          type="date"
          value={range.startDate}
          max={range.endDate || undefined}
          aria-describedby={daysNoteId}
          onChange={(event) => onRange({ ...range, startDate: event.target.value, page: 1 })}
        />
        <TextInput
          label={labels.to}
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
        {labels.daysNote}
      </p>
      {summary === undefined ? null : <div aria-live="polite">{summary ? <p>{summary}</p> : null}</div>}
      {rows === undefined || (loading && rows.length === 0) ? (
        <LoadingStatus label={labels.loading} />
      ) : rows.length === 0 ? (
        <EmptyState title={labels.empty} />
      ) : (
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too (WCAG 2.1.1).
        <div className={styles.tableScroll} role="region" aria-label={labels.table} tabIndex={0}>
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
      <Pagination
        page={range.page}
        pageCount={pageCount}
        onChange={(page) => onRange({ ...range, page })}
        labels={labels.pagination}
      />
    </Stack>
  );
}
