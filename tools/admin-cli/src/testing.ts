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

  /** A THB member registered through the public API (password `MEMBER_PASSWORD`), optionally referred. */
  async function registerMember(refCode?: string): Promise<RegisteredMember> {
    const phone = uniquePhone();
    const response = await fetch(`${apiUrl()}/pbgapi/pb/users-register`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({
        username: phone,
        phone,
        password: MEMBER_PASSWORD,
        confirm_password: MEMBER_PASSWORD,
        country_code: 'TH',
        currencyId: 1,
        subscribe_email: false,
        terms_condition: true,
        ...(refCode ? { ref_code: refCode } : {}),
      }),
    });
    if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
    const user = (await response.json()) as { id: number; ref_code: string; username: string };
    return { id: user.id, phone, username: user.username, refCode: user.ref_code };
  }

  /** Logs the member in: JSON headers with their bearer token, for member calls. */
  async function memberHeaders(phone: string): Promise<Record<string, string>> {
    const login = await fetch(`${apiUrl()}/pbgapi/pb/authentication`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ strategy: 'local', username: phone, password: MEMBER_PASSWORD }),
    });
    if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
    const { accessToken } = (await login.json()) as { accessToken: string };
    return { ...JSON_HEADERS, authorization: `Bearer ${accessToken}` };
  }

  return { cli, apiUrl, registerMember, memberHeaders };
}

export const MEMBER_PASSWORD = 'Secret123';
const JSON_HEADERS = { 'content-type': 'application/json' };

export interface RegisteredMember {
  id: number;
  phone: string;
  username: string;
  refCode: string;
}

let phones = 0;
/** A Thai mobile number (08 and 8 digits) no other member of this run has. */
function uniquePhone(): string {
  phones += 1;
  return `08${String(Date.now()).slice(-6)}${String(phones % 100).padStart(2, '0')}`;
}
