import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatBenchTable, judge, readBenchRows, recordBenchRow } from './index';
import type { BenchRow } from './index';

const ledger: BenchRow = {
  metric: 'Ledger transfers/s (PostgreSQL)',
  unit: 'transfers/s',
  project: 3000,
  reference: { name: 'pgledger', value: 2500 },
  target: { bound: 'min', value: 1, on: 'ratio' },
};
const lcp: BenchRow = {
  metric: 'LCP home',
  unit: 'ms',
  project: 1500,
  target: { bound: 'max', value: 1200, on: 'project' },
};

describe('judge', () => {
  it('passes a ratio at or above its minimum and gives the ratio', () => {
    expect(judge(ledger)).toMatchObject({ ratio: 1.2, pass: true });
    expect(judge({ ...ledger, project: 2000 })).toMatchObject({ ratio: 0.8, pass: false });
  });

  it('fails an absolute figure over its maximum, and a ratio target without a reference', () => {
    expect(judge(lcp)).toMatchObject({ ratio: null, pass: false });
    expect(judge({ ...lcp, project: 1200 }).pass).toBe(true);
    expect(judge({ ...ledger, reference: undefined }).pass).toBe(false);
  });
});

describe('recording and the table', () => {
  it('reads back what the benches recorded, in order, and prints one line per row', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-report-'));
    try {
      const file = join(dir, 'rows.jsonl');
      recordBenchRow(ledger, file);
      recordBenchRow(lcp, file);
      const rows = readBenchRows(file).map(judge);
      expect(rows.map((row) => row.metric)).toEqual([ledger.metric, lcp.metric]);
      const table = formatBenchTable(rows).split('\n');
      expect(table).toHaveLength(4);
      expect(table[2]).toContain('pgledger: 2,500 transfers/s');
      expect(table[2]).toContain('1.20x');
      expect(table[2]).toContain('pass');
      expect(table[3]).toContain('<= 1,200 ms');
      expect(table[3]).toContain('FAIL');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('records nothing without a results file', () => {
    expect(() => recordBenchRow(ledger, undefined)).not.toThrow();
    expect(readBenchRows(join(tmpdir(), 'no-such-bench-rows.jsonl'))).toEqual([]);
  });
});
