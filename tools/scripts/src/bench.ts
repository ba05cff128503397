import { run } from './run';

// `npm run bench`: every project's `bench` target (the API adds one; more follow).
const result = await run('nx', [
  'run-many',
  '-t',
  'bench',
  '--parallel=1',
  '--output-style=static',
  ...process.argv.slice(2),
]);
process.exit(result.code);
