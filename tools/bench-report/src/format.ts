import type { JudgedRow } from './bench-row';

const figure = (value: number) =>
  Math.abs(value) >= 100 ? Math.round(value).toLocaleString('en') : String(Number(value.toPrecision(3)));

function targetText(row: JudgedRow): string {
  const sign = row.target.bound === 'max' ? '<=' : '>=';
  return row.target.on === 'ratio'
    ? `${sign} ${row.target.value}x`
    : `${sign} ${figure(row.target.value)} ${row.unit}`;
}

/** The table `npm run bench` prints: metric, this project, the reference, ratio, target, pass/fail. */
export function formatBenchTable(rows: readonly JudgedRow[]): string {
  const header = ['Metric', 'This project', 'Reference', 'Ratio', 'Target', 'Result'];
  const body = rows.map((row) => [
    row.metric,
    `${figure(row.project)} ${row.unit}`,
    row.reference ? `${row.reference.name}: ${figure(row.reference.value)} ${row.unit}` : '-',
    row.ratio === null ? '-' : `${row.ratio.toFixed(2)}x`,
    targetText(row),
    row.pass ? 'pass' : 'FAIL',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...body.map(line)].join('\n');
}
