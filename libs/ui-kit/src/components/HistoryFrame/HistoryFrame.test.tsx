import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HistoryFrame } from './HistoryFrame';
import type { HistoryColumn, HistoryFrameLabels, HistoryFrameProps } from './HistoryFrame';
import { historyFrameLabels } from './historyFrameLabels';
import type { HistoryText } from './historyFrameLabels';
import { useHistoryFilters } from './useHistoryFilters';
import type { HistoryRange } from './useHistoryFilters';

const labels: HistoryFrameLabels = {
  from: 'From date',
  to: 'To date',
  daysNote: 'Days are counted in Indochina Time (GMT+7).',
  empty: 'No result found',
  loading: 'Loading…',
  table: 'Deposit',
  pagination: { navigation: 'Pages', previous: 'Previous page', next: 'Next page', page: (n) => `Page ${n}` },
};

interface Row {
  id: number;
  code: string;
}

const columns: readonly HistoryColumn<Row>[] = [
  { header: 'Code', cell: (row) => row.code },
  { header: 'Id', cell: (row) => `#${row.id}` },
];

const STATUSES = ['success', 'fail'] as const;
const statusValues = {
  options: STATUSES,
  parse: (value: unknown) => {
    const status = STATUSES.find((s) => s === value);
    if (!status) throw new Error(`not a status: ${String(value)}`);
    return status;
  },
};

/** The frame over the real filters hook, reporting every range and filter it is left at. */
function Harness({
  seen,
  list,
  summary,
}: {
  seen: { range: HistoryRange; value: string }[];
  list: HistoryFrameProps<Row>['list'];
  summary?: string | null;
}) {
  const filters = useHistoryFilters({
    label: 'Status',
    allLabel: 'All',
    values: statusValues,
    optionLabel: (s) => (s === 'success' ? 'Successful' : 'Not successful'),
  });
  seen.push({ range: filters.range, value: filters.value });
  return (
    <HistoryFrame
      filters={filters}
      list={list}
      pageSize={10}
      columns={columns}
      summary={summary}
      labels={labels}
    />
  );
}

const page = (total: number, ...ids: number[]) => ({
  isFetching: false,
  data: { total, data: ids.map((id) => ({ id, code: `C-${id}` })) },
});

describe('HistoryFrame', () => {
  it('shows the rows in a named, focusable region, with the filters described by the days note', () => {
    render(<Harness seen={[]} list={page(2, 1, 2)} />);
    const region = screen.getByRole('region', { name: 'Deposit' });
    expect(region).toHaveAttribute('tabindex', '0');
    const rows = within(region).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Code', 'Id']);
    expect(rows[2]).toHaveTextContent('C-2#2');
    expect(screen.getByLabelText('From date')).toHaveAccessibleDescription(labels.daysNote);
    expect(screen.getByLabelText('To date')).toHaveAccessibleDescription(labels.daysNote);
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Successful', 'Not successful']);
    // One page: no pagination; no summary asked for: no live region.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-live]')).toBeNull();
  });

  it('goes through pages and returns to page 1 when a date or the filter changes', async () => {
    const seen: { range: HistoryRange; value: string }[] = [];
    const user = userEvent.setup();
    render(<Harness seen={seen} list={page(23, 1)} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByRole('button', { name: 'Page 3', current: 'page' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Not successful');
    expect(seen.at(-1)).toEqual({ range: { startDate: '', endDate: '', page: 1 }, value: 'fail' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.type(screen.getByLabelText('From date'), '2026-11-01');
    expect(seen.at(-1)).toEqual({ range: { startDate: '2026-11-01', endDate: '', page: 1 }, value: 'fail' });
    expect(screen.getByLabelText('To date')).toHaveAttribute('min', '2026-11-01');

    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    expect(seen.at(-1)?.value).toBe('');
  });

  it('says it is loading until a page comes, then shows the empty state', () => {
    const { rerender } = render(<Harness seen={[]} list={{ isFetching: true }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(<Harness seen={[]} list={{ isFetching: true, data: { total: 0, data: [] } }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(<Harness seen={[]} list={page(0)} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('No result found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the previous page busy while the next one loads', () => {
    render(<Harness seen={[]} list={{ ...page(23, 1), isFetching: true }} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('announces the summary in a live region that is there before it', () => {
    const { rerender } = render(<Harness seen={[]} list={page(1, 1)} summary={null} />);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toBeEmptyDOMElement();
    rerender(<Harness seen={[]} list={page(1, 1)} summary="Transactions: 1 · Total: ฿100" />);
    expect(live).toHaveTextContent('Transactions: 1 · Total: ฿100');
  });
});

describe('historyFrameLabels', () => {
  it('reads the usual keys from a namespace and passes the table name and days note through', () => {
    const text: HistoryText = (key: string, options?: { page: number }) =>
      options ? `${key}(${options.page})` : key;
    const built = historyFrameLabels(text, { table: 'Coupon history', daysNote: 'note' });
    expect({ ...built, pagination: { ...built.pagination, page: built.pagination.page(4) } }).toEqual({
      from: 'history.from',
      to: 'history.to',
      daysNote: 'note',
      empty: 'history.empty',
      loading: 'loading',
      table: 'Coupon history',
      pagination: {
        navigation: 'history.pagination.navigation',
        previous: 'history.pagination.previous',
        next: 'history.pagination.next',
        page: 'history.pagination.page(4)',
      },
    });
  });
});
