import { afterAll, beforeAll } from 'vitest';
import type { RunningApi } from './api-server';
import { startApi } from './api-server';
import { main } from './main';

export interface StaffAccount {
  username: string;
  password: string;
}

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/**
 * For a test file: the real platform API started once for the file (before all, stopped after all) with
 * the staff account seeded, and `cli(argv)` running the CLI against it as that staff member (or as
 * `credentials`), its output captured.
 */
export function cliAgainstRealApi(staff: StaffAccount) {
  let api: RunningApi | undefined;
  beforeAll(async () => {
    api = await startApi(staff);
  });
  afterAll(() => api?.stop());

  /** The running API's base URL. */
  const apiUrl = (): string => {
    if (!api) throw new Error('The API starts in beforeAll: call apiUrl() from a test or hook');
    return api.url;
  };

  async function cli(argv: string[], credentials: StaffAccount = staff): Promise<CliRun> {
    const out: string[] = [];
    const err: string[] = [];
    const env = {
      API_URL: apiUrl(),
      ADMIN_USERNAME: credentials.username,
      ADMIN_PASSWORD: credentials.password,
    };
    const code = await main(
      argv,
      env,
      (line) => out.push(line),
      (line) => err.push(line),
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  return { cli, apiUrl };
}
