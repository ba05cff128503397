/** One record as the CLI prints it: id, reference, status, amount, member, and a reason when refused. */
interface Row {
  id: number;
  reference: string;
  status: string;
  username: string;
  amount?: string;
  deposit_amount?: string;
  fail_reason: string | null;
  createdAt: string;
}

export function formatRow(row: Row): string {
  const amount = row.amount ?? row.deposit_amount ?? '';
  const reason = row.fail_reason ? `  (${row.fail_reason})` : '';
  return `#${row.id}  ${row.reference}  ${row.status.padEnd(7)}  ${amount.padStart(12)}  ${row.username}  ${row.createdAt}${reason}`;
}

export function formatResult(result: unknown): string {
  if (typeof result === 'object' && result !== null && 'data' in result && Array.isArray(result.data)) {
    const { data, total } = result as { data: Row[]; total: number };
    if (data.length === 0) return 'Nothing found.';
    return [...data.map(formatRow), `${data.length} of ${total}`].join('\n');
  }
  return formatRow(result as Row);
}
