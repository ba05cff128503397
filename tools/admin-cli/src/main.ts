import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiError, createAdminClient } from './client';
import { parseCommand, USAGE } from './args';

/** Runs one command; returns the process exit code (0 done, 1 refused by the API, 2 usage). */
export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
  err: (line: string) => void,
  fetchImpl?: typeof fetch,
): Promise<number> {
  let line;
  try {
    line = parseCommand(argv);
  } catch (error) {
    err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (line.kind === 'help') {
    out(USAGE);
    return 0;
  }
  const username = env['ADMIN_USERNAME'];
  const password = env['ADMIN_PASSWORD'];
  if (!username || !password) {
    err('Set ADMIN_USERNAME and ADMIN_PASSWORD (and API_URL when not http://localhost:3000).');
    return 2;
  }
  const client = createAdminClient({
    apiUrl: env['API_URL'] ?? 'http://localhost:3000',
    username,
    password,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  try {
    const result = await line.command.run(client.call);
    out(line.json ? JSON.stringify(result, null, 2) : line.command.format(result));
    return 0;
  } catch (error) {
    if (error instanceof ApiError) {
      err(`Refused (${error.status}${error.reason ? ` ${error.reason}` : ''}): ${error.message}`);
      return 1;
    }
    throw error;
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1]);
if (invokedDirectly) {
  process.exitCode = await main(
    process.argv.slice(2),
    process.env,
    (line) => console.log(line),
    (line) => console.error(line),
  );
}
