import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { formatBenchTable, judge, readBenchRows } from '@casino/bench-report';
import { REPO_ROOT } from './paths';
import { run } from './run';

/**
 * `npm run bench`: every project's `bench` target, one after another (times are only comparable on a
 * quiet machine). Each bench records its rows to one file; this prints them as one table (this project,
 * the reference measured side by side in the same run, ratio, target, pass/fail) and writes the same to
 * docs/performance.json. Extra arguments go to nx (`-p platform-api` runs one project's benches).
 */
const dir = mkdtempSync(join(tmpdir(), 'casino-bench-'));
const resultsFile = join(dir, 'rows.jsonl');
try {
  const result = await run(
    'nx',
    ['run-many', '-t', 'bench', '--parallel=1', '--output-style=static', ...process.argv.slice(2)],
    { env: { BENCH_RESULTS: resultsFile } },
  );
  const rows = readBenchRows(resultsFile).map(judge);
  console.log(`\n${formatBenchTable(rows)}\n`);
  const failed = rows.filter((row) => !row.pass).length;
  console.log(`${rows.length - failed} of ${rows.length} within target`);
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres: Boolean(process.env['DATABASE_URL']),
  };
  writeFileSync(
    join(REPO_ROOT, 'docs', 'performance.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, rows }, null, 2)}\n`,
  );
  // A figure off target is a finding, not a crash: only a bench that could not run fails the command.
  process.exitCode = result.code;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
