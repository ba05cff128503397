import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** What a figure must reach: `max` passes at or below `value`, `min` at or above; `on` says which figure. */
export interface BenchTarget {
  bound: 'max' | 'min';
  value: number;
  on: 'project' | 'ratio';
}

/**
 * One line of `npm run bench`'s table: this project's figure and, where one exists, the reference measured
 * side by side in the same run (bare Fastify, pgledger, an unthrottled page...).
 */
export interface BenchRow {
  metric: string;
  unit: string;
  project: number;
  reference?: { name: string; value: number };
  target: BenchTarget;
  /** How it was measured, in a few words (the full method is in docs/performance.md). */
  method?: string;
}

export interface JudgedRow extends BenchRow {
  /** project / reference; null without a reference. */
  ratio: number | null;
  pass: boolean;
}

export function judge(row: BenchRow): JudgedRow {
  const ratio = row.reference && row.reference.value !== 0 ? row.project / row.reference.value : null;
  const figure = row.target.on === 'ratio' ? ratio : row.project;
  const pass =
    figure !== null &&
    Number.isFinite(figure) &&
    (row.target.bound === 'max' ? figure <= row.target.value : figure >= row.target.value);
  return { ...row, ratio, pass };
}

/**
 * Appends the row to the file named by BENCH_RESULTS (JSON lines) when `npm run bench` collects them;
 * a bench run on its own only prints its own table.
 */
export function recordBenchRow(row: BenchRow, file = process.env['BENCH_RESULTS']): void {
  if (file) appendFileSync(file, `${JSON.stringify(row)}\n`);
}

export function readBenchRows(file: string): BenchRow[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as BenchRow);
}
