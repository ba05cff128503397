import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './api-server';
import { startApi } from './api-server';
import { main } from './main';

const STAFF = { username: 'cli-staff', password: 'cli-staff-password' };
let api: RunningApi;
beforeAll(async () => {
  api = await startApi(STAFF);
});
afterAll(() => api?.stop());

async function cli(argv: string[], credentials = STAFF) {
  const out: string[] = [];
  const err: string[] = [];
  const env = {
    API_URL: api.url,
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

/** A member with a complete profile and a pending PromptPay deposit, through the public API. */
async function memberWithDeposit(amount: string) {
  const phone = `08${String(Date.now()).slice(-8)}`;
  const json = { 'content-type': 'application/json' };
  const register = await fetch(`${api.url}/pbgapi/pb/users-register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      username: phone,
      phone,
      password: 'Secret123',
      confirm_password: 'Secret123',
      country_code: 'TH',
      currencyId: 1,
      subscribe_email: false,
      terms_condition: true,
    }),
  });
  const user = (await register.json()) as { id: number };
  const login = await fetch(`${api.url}/pbgapi/pb/authentication`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ strategy: 'local', username: phone, password: 'Secret123' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { ...json, authorization: `Bearer ${accessToken}` };
  const profile = await fetch(`${api.url}/api/mb/users/${user.id}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({
      first_name: 'Somchai',
      last_name: 'Jaidee',
      gender: 'male',
      DOB: '1990-01-01',
      register_channal_id: 1,
      bank_currency_information_id: 1,
      bank_no: `55${phone}`,
    }),
  });
  expect(profile.status).toBe(200);
  const deposit = await fetch(`${api.url}/api/mb/deposit-promptpay`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ deposit_amount: amount }),
  });
  expect(deposit.status).toBe(201);
  const wallet = async () => {
    const res = await fetch(`${api.url}/api/mb/wallet`, { headers: auth });
    return ((await res.json()) as { data: { balance: string }[] }).data[0]?.balance;
  };
  return { deposit: (await deposit.json()) as { id: number; reference: string }, wallet };
}

describe('admin CLI against the running API', () => {
  it('prints usage and exits 0 for help, 2 for a usage error', async () => {
    expect((await cli([])).code).toBe(0);
    const bad = await cli(['withdrawals', 'refuse', '1']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/needs --reason/);
  });

  it('exits 1 with the API reason on wrong credentials', async () => {
    const res = await cli(['withdrawals', 'list'], { username: STAFF.username, password: 'wrong-password' });
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/401 NOT_AUTHENTICATED/);
  });

  it('lists pending withdrawals and refuses to decide one that does not exist', async () => {
    const list = await cli(['withdrawals', 'list', '--json']);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.out)).toMatchObject({ total: 0, data: [] });
    const missing = await cli(['withdrawals', 'approve', '999999']);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/404 NOT_FOUND/);
  });

  it('approves and rejects deposits through the staff API', async () => {
    const approved = await memberWithDeposit('150');
    const listed = await cli(['deposits', 'list']);
    expect(listed.out).toContain(approved.deposit.reference);
    const approve = await cli(['deposits', 'approve', String(approved.deposit.id), '--reason', 'paid']);
    expect(approve.code).toBe(0);
    expect(approve.out).toMatch(new RegExp(`#${approved.deposit.id} .*success`));
    expect(await approved.wallet()).toBe('150.00');

    const rejected = await memberWithDeposit('120');
    const reject = await cli([
      'deposits',
      'reject',
      String(rejected.deposit.id),
      '--reason',
      'not received',
      '--json',
    ]);
    expect(reject.code).toBe(0);
    expect(JSON.parse(reject.out)).toMatchObject({ status: 'fail', fail_reason: 'not received' });
    expect(await rejected.wallet()).toBe('0.00');
    const again = await cli(['deposits', 'approve', String(rejected.deposit.id)]);
    expect(again.code).toBe(1);
  });
});
