import { runCli } from './cli';

// npx tsx tools/payment-simulator/src/main.ts <list | pay <reference> | statement --bank --account --amount>
runCli(process.argv.slice(2), { out: (line) => console.log(line), env: process.env })
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
