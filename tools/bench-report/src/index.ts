export type { BenchRow, BenchTarget, JudgedRow } from './bench-row';
export { judge, recordBenchRow, readBenchRows } from './bench-row';
export { formatBenchTable } from './format';
