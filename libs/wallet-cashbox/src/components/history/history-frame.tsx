import { EmptyState, Pagination, Select, Stack, TextInput } from '@casino/ui-kit';
import type { SelectOption } from '@casino/ui-kit';
import type { ReactNode } from 'react';
import type { HistoryRange } from '../../api/history';
import { HISTORY_PAGE_SIZE } from '../../api/history';
import { useCashboxText } from '../../text';
import * as styles from '../cashbox.css';
import { LoadingStatus } from '../loading-status';

export interface HistoryFrameProps {
  range: HistoryRange;
  onRange: (range: HistoryRange) => void;
  filter: {
    label: string;
    value: string;
    options: readonly SelectOption[];
    onChange: (value: string) => void;
  };
  summary: ReactNode;
  columns: readonly string[];
  rows: readonly { key: string | number; cells: readonly ReactNode[] }[] | undefined;
  total: number;
  loading: boolean;
}

/** One history: date range and a filter, summary, the table, pages; changing a filter returns to page 1. */
export function HistoryFrame({
  range,
  onRange,
  filter,
  summary,
  columns,
  rows,
  total,
  loading,
}: HistoryFrameProps) {
  const t = useCashboxText();
  const pageCount = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  return (
    <Stack gap="md">
      <div className={styles.filters}>
        <TextInput
          label={t('history.from')}
          type="date"
          value={range.startDate}
          max={range.endDate || undefined}
          onChange={(event) => onRange({ ...range, startDate: event.target.value, page: 1 })}
        />
        <TextInput
          label={t('history.to')}
          type="date"
          value={range.endDate}
          min={range.startDate || undefined}
          onChange={(event) => onRange({ ...range, endDate: event.target.value, page: 1 })}
        />
        <Select
          label={filter.label}
          value={filter.value}
          options={filter.options}
          onChange={(event) => {
            filter.onChange(event.target.value);
            onRange({ ...range, page: 1 });
          }}
        />
      </div>
      <div aria-live="polite">{summary}</div>
      {rows === undefined || (loading && rows.length === 0) ? (
        <LoadingStatus />
      ) : rows.length === 0 ? (
        <EmptyState title={t('history.empty')} />
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table} aria-busy={loading}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) => (
                    <td key={columns[index] ?? index}>{cell}</td>
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
