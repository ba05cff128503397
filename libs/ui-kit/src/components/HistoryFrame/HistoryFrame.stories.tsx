import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { HistoryFrame } from './HistoryFrame';
import type { HistoryColumn, HistoryFrameLabels } from './HistoryFrame';
import { useHistoryFilters } from './useHistoryFilters';

type Status = 'success' | 'pending' | 'fail';
const STATUSES = ['success', 'pending', 'fail'] as const;
const statusValues = {
  options: STATUSES,
  parse: (value: unknown) => STATUSES.find((s) => s === value) ?? 'success',
};
const statusNames: Record<Status, string> = { success: 'Success', pending: 'Waiting', fail: 'Cancel' };
const statusTones = { success: 'positive', pending: 'caution', fail: 'critical' } as const;

interface Row {
  id: number;
  day: string;
  amount: string;
  status: Status;
}

const ALL_ROWS: Row[] = Array.from({ length: 34 }, (_, i) => ({
  id: i + 1,
  day: `2026-05-${String(28 - (i % 28)).padStart(2, '0')}`,
  amount: `${(i + 1) * 100}.00`,
  status: STATUSES[i % 3] ?? 'success',
}));

const PAGE_SIZE = 10;

const labels: HistoryFrameLabels = {
  from: 'From date',
  to: 'To date',
  daysNote: 'Days are counted in Indochina Time (GMT+7).',
  empty: 'No result found',
  loading: 'Loading…',
  table: 'Deposit',
  pagination: {
    navigation: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: (n) => `Page ${n}`,
  },
};

const columns: readonly HistoryColumn<Row>[] = [
  { header: 'Date', cell: (row) => row.day },
  { header: 'Amount', cell: (row) => `฿${row.amount}` },
  {
    header: 'Status',
    cell: (row) => <Badge tone={statusTones[row.status]}>{statusNames[row.status]}</Badge>,
  },
];

interface DemoProps {
  /** How many rows the "server" has before filtering. */
  rows: number;
  loading: boolean;
  withSummary: boolean;
}

/** Filters and pages over rows kept in memory, as a query would return them. */
function HistoryFrameDemo({ rows, loading, withSummary }: DemoProps) {
  const filters = useHistoryFilters({
    label: 'Status',
    allLabel: 'All',
    values: statusValues,
    optionLabel: (s) => statusNames[s],
  });
  const { startDate, endDate, page } = filters.range;
  const matching = ALL_ROWS.slice(0, rows).filter(
    (row) =>
      (!filters.value || row.status === filters.value) &&
      (!startDate || row.day >= startDate) &&
      (!endDate || row.day <= endDate),
  );
  const list = loading
    ? { isFetching: true }
    : {
        isFetching: false,
        data: { total: matching.length, data: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) },
      };
  return (
    <HistoryFrame
      filters={filters}
      list={list}
      pageSize={PAGE_SIZE}
      columns={columns}
      summary={withSummary ? `Transactions: ${matching.length}` : undefined}
      labels={labels}
    />
  );
}

const meta = {
  title: 'ui-kit/HistoryFrame',
  component: HistoryFrameDemo,
  args: { rows: 34, loading: false, withSummary: true },
} satisfies Meta<typeof HistoryFrameDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = {};
export const WithoutSummary: Story = { args: { withSummary: false } };
export const Empty: Story = { args: { rows: 0 } };
export const Loading: Story = { args: { loading: true } };
