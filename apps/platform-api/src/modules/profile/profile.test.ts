import type { MemberProfile } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { loginMember, registerMember } from '../../test/members';

let t: TestApp;
let bank10: number; // a THB bank with 10-digit accounts
let bank12: number; // a THB bank with 12-digit accounts
let foreignBank: number; // a bank of another currency
let channelId: number;
let questionId: number;

beforeAll(async () => {
  t = await createTestApp();
  const id = async (sql: string) => (await t.db.query<{ id: number }>(sql)).rows[0]?.id ?? 0;
  bank10 = await id(
    `SELECT id FROM banks WHERE currency_id = 1 AND account_lengths = '{10}' ORDER BY id LIMIT 1`,
  );
  bank12 = await id(
    `SELECT id FROM banks WHERE currency_id = 1 AND account_lengths = '{12}' ORDER BY id LIMIT 1`,
  );
  foreignBank = await id(`SELECT id FROM banks WHERE currency_id <> 1 ORDER BY id LIMIT 1`);
  channelId = await id('SELECT min(id) AS id FROM register_channels');
  questionId = await id('SELECT min(id) AS id FROM security_questions');
});
afterAll(() => t.close());

async function member() {
  const { body, user } = await registerMember(t.app);
  const { accessToken } = await loginMember(t.app, body.username);
  const headers = { authorization: `Bearer ${accessToken}` };
  const patch = (payload: object, id: number = user.id) =>
    t.app.inject({ method: 'PATCH', url: `/api/mb/users/${id}`, payload, headers });
  return { user, headers, patch };
}

const personal = () => ({
  first_name: 'Somchai',
  last_name: 'Jaidee',
  gender: 'male',
  DOB: '1990-05-01',
  register_channal_id: channelId,
});

let accountCounter = 0;
/** A 10-digit account number unique within this file. */
const account10 = () =>
  `55${String(Date.now() % 1e4).padStart(4, '0')}${String(++accountCounter).padStart(4, '0')}`;

const fieldsOf = (body: { errors?: { field: string }[] }) => body.errors?.map((e) => e.field) ?? [];

describe('PATCH /api/mb/users/{id}', () => {
  it('saves step 2, derives the full name and logs update_profile without the answer', async () => {
    const { user, patch } = await member();
    const res = await patch({
      ...personal(),
      line_id: 'somchai.j',
      security_question_id: questionId,
      security_answer: '  My First Dog ',
      bank_currency_information_id: bank10,
      bank_no: account10(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<MemberProfile>()).toMatchObject({
      full_name: 'Somchai Jaidee',
      DOB: '1990-05-01',
      line_id: 'somchai.j',
      security_question_id: questionId,
      profile_complete: true,
    });
    const stored = await t.db.query<{ security_answer_hash: string }>(
      'SELECT security_answer_hash FROM users WHERE id = $1',
      [user.id],
    );
    expect(stored.rows[0]?.security_answer_hash).toMatch(/^\$argon2id\$/);
    const logs = await t.db.query<{ detail: { fields: string[] } }>(
      `SELECT detail FROM activity_logs WHERE user_id = $1 AND type = 'update_profile'`,
      [user.id],
    );
    expect(logs.rows[0]?.detail.fields).toContain('security_answer');
    expect(JSON.stringify(logs.rows)).not.toContain('Dog');
  });

  it('requires first and last name plus the switched-on fields when personal data is sent', async () => {
    const { patch } = await member();
    const res = await patch({ first_name: 'Somchai' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual([
      'body.last_name',
      'body.DOB',
      'body.gender',
      'body.register_channal_id',
    ]);
  });

  it('needs DOB, gender and channel only when the global config turns them on, and email when required', async () => {
    const { patch } = await member();
    const set = (json: object) =>
      t.db.query(`UPDATE settings SET value = value || $1::jsonb WHERE key = 'global_config'`, [
        JSON.stringify(json),
      ]);
    await set({
      profile_dob: false,
      profile_gender: false,
      profile_register_channel: false,
      email_required: true,
    });
    try {
      const withoutEmail = await patch({ first_name: 'Somchai', last_name: 'Jaidee' });
      expect(fieldsOf(withoutEmail.json())).toEqual(['body.email']);
      const ok = await patch({ first_name: 'Somchai', last_name: 'Jaidee', email: 'somchai@example.com' });
      expect(ok.statusCode).toBe(200);
    } finally {
      await set({
        profile_dob: true,
        profile_gender: true,
        profile_register_channel: true,
        email_required: false,
      });
    }
  });

  it('accepts payout details alone, without personal data', async () => {
    const { patch } = await member();
    const res = await patch({ bank_currency_information_id: bank12, bank_no: '123456789012' });
    expect(res.statusCode).toBe(200);
    expect(res.json<MemberProfile>()).toMatchObject({ bank_no: '123456789012', profile_complete: false });
  });

  it.each([
    [{ DOB: '2015-01-01' }, 'body.DOB'],
    [{ DOB: '1990-02-30' }, 'body.DOB'],
    [{ DOB: '01/05/1990' }, 'body.DOB'],
    [{ first_name: 'Som<script>' }, 'body.first_name'],
    [{ gender: 'other' }, 'body.gender'],
    [{ email: 'not-an-email' }, 'body.email'],
    [{ line_id: 'bad id!' }, 'body.line_id'],
    [{ register_channal_id: 999999 }, 'body.register_channal_id'],
    [{ security_question_id: 1 }, 'body.security_answer'],
  ])('refuses %j', async (fields, field) => {
    const { patch } = await member();
    const res = await patch({ ...personal(), ...fields });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toContain(field);
  });

  it('takes a member who turns 18 today and refuses one who turns 18 tomorrow', async () => {
    const { patch } = await member();
    const today = new Date();
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const eighteen = new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate()));
    const tomorrow = new Date(eighteen.getTime() + 86_400_000);
    // 29 February: the 18th birthday falls on 1 March in a common year, still fine on both sides.
    expect((await patch({ ...personal(), DOB: iso(tomorrow) })).statusCode).toBe(400);
    expect((await patch({ ...personal(), DOB: iso(eighteen) })).statusCode).toBe(200);
  });

  it.each([
    [{ bank_currency_information_id: 0, bank_no: '1234567890' }, 'body.bank_currency_information_id'],
    [{ bank_currency_information_id: undefined, bank_no: '1234567890' }, 'body.bank_currency_information_id'],
    [{ bank_no: '12345-67890' }, 'body.bank_no'],
  ])('validates bank fields %j', async (fields, field) => {
    const { patch } = await member();
    const res = await patch({ bank_currency_information_id: bank10, ...fields });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toContain(field);
  });

  it('refuses a bank of another currency and a number of the wrong length for the bank', async () => {
    const { patch } = await member();
    const foreign = await patch({ bank_currency_information_id: foreignBank, bank_no: '1234567890' });
    expect(fieldsOf(foreign.json())).toEqual(['body.bank_currency_information_id']);
    const length = await patch({ bank_currency_information_id: bank10, bank_no: '123456789012' });
    expect(length.json()).toMatchObject({
      errors: [{ field: 'body.bank_no', message: 'The account number must have 10 digits' }],
    });
  });

  it('refuses a bank account another member holds', async () => {
    const a = await member();
    const b = await member();
    const number = account10();
    expect((await a.patch({ bank_currency_information_id: bank10, bank_no: number })).statusCode).toBe(200);
    const res = await b.patch({ bank_currency_information_id: bank10, bank_no: number });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'BANK_ACCOUNT_TAKEN', errors: [{ field: 'body.bank_no' }] });
  });

  it('locks payout details once set', async () => {
    const { patch } = await member();
    const number = account10();
    await patch({ bank_currency_information_id: bank10, bank_no: number });
    expect((await patch({ bank_currency_information_id: bank10, bank_no: number })).statusCode).toBe(200);
    const change = await patch({ bank_currency_information_id: bank10, bank_no: account10() });
    expect(change.statusCode).toBe(403);
    const wallet = await patch({
      crypto_network: 'TRC20',
      wallet_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    });
    expect(wallet.statusCode).toBe(403);
  });

  it('takes a crypto wallet instead of a bank, checked per network and unique case-insensitively', async () => {
    const a = await member();
    const b = await member();
    const bad = await a.patch({
      crypto_network: 'ERC20',
      wallet_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    });
    expect(fieldsOf(bad.json())).toEqual(['body.wallet_address']);
    const both = await a.patch({
      bank_currency_information_id: bank10,
      bank_no: account10(),
      crypto_network: 'TRC20',
      wallet_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    });
    expect(both.statusCode).toBe(400);
    const ok = await a.patch({
      ...personal(),
      crypto_network: 'ERC20',
      wallet_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    });
    expect(ok.json<MemberProfile>()).toMatchObject({
      crypto_network: 'ERC20',
      wallet_address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      profile_complete: true,
    });
    const taken = await b.patch({
      crypto_network: 'ERC20',
      wallet_address: '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED',
    });
    expect(taken.json()).toMatchObject({ reason: 'BANK_ACCOUNT_TAKEN' });
  });

  it("refuses changing another member's profile", async () => {
    const a = await member();
    const b = await member();
    const res = await a.patch({ first_name: 'Mallory' }, b.user.id);
    expect(res.statusCode).toBe(403);
  });

  it('clears the email verification when the email changes', async () => {
    const { user, patch } = await member();
    await t.db.query(`UPDATE users SET email = 'a@example.com', email_verified_at = now() WHERE id = $1`, [
      user.id,
    ]);
    const same = await patch({ ...personal(), email: 'A@example.com' });
    expect(same.json<MemberProfile>().email_verified).toBe(true);
    const other = await patch({ ...personal(), email: 'b@example.com' });
    expect(other.json<MemberProfile>().email_verified).toBe(false);
  });
});

describe('POST /api/mb/user-verify-bank-info', () => {
  it('answers available, or 409 for an account of another member, or 400 for a malformed one', async () => {
    const a = await member();
    const b = await member();
    const number = account10();
    const check = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/mb/user-verify-bank-info', payload, headers });
    expect(
      (await check(b.headers, { bank_currency_information_id: bank10, bank_no: number })).json(),
    ).toEqual({
      available: true,
    });
    await a.patch({ bank_currency_information_id: bank10, bank_no: number });
    expect(
      (await check(a.headers, { bank_currency_information_id: bank10, bank_no: number })).statusCode,
    ).toBe(201);
    const taken = await check(b.headers, { bank_currency_information_id: bank10, bank_no: number });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ reason: 'BANK_ACCOUNT_TAKEN' });
    expect(
      (await check(b.headers, { bank_currency_information_id: bank10, bank_no: '123' })).statusCode,
    ).toBe(400);
    const wallet = await check(b.headers, {
      crypto_network: 'BTC',
      wallet_address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb',
    });
    expect(wallet.json()).toMatchObject({ errors: [{ field: 'body.wallet_address' }] });
  });
});

describe('user-security-question', () => {
  it('sets the question with a hashed answer and reads it back translated, never the answer', async () => {
    const { headers } = await member();
    const none = await t.app.inject({ method: 'GET', url: '/api/mb/user-security-question', headers });
    expect(none.json()).toMatchObject({ total: 0, data: [] });
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/mb/user-security-question',
      payload: { security_question_id: questionId, security_answer: 'Bangkok' },
      headers,
    });
    expect(set.statusCode).toBe(201);
    expect(set.json()).toMatchObject({ security_question_id: questionId, has_answer: true });
    expect(set.body).not.toContain('Bangkok');
    const th = await t.db.query<{ id: number; question: string }>(
      `SELECT t.id, t.question FROM security_questions q
         JOIN security_questions t ON t.question_key = q.question_key
         JOIN languages l ON l.id = t.language_id AND l.code = 'th'
        WHERE q.id = $1`,
      [questionId],
    );
    const lang = await t.db.query<{ id: number }>(`SELECT id FROM languages WHERE code = 'th'`);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/mb/user-security-question?language_id=${lang.rows[0]?.id}`,
      headers,
    });
    expect(read.json()).toMatchObject({
      total: 1,
      data: [{ question: th.rows[0]?.question, has_answer: true }],
    });
  });
});

describe('verification state and steps', () => {
  it('moves 1 → 2 → 3 with the phone verified and the profile complete', async () => {
    const { user, headers, patch } = await member();
    const state = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/mb/otp-status', headers })).json<{
        data: { verify_state: number }[];
      }>().data[0]?.verify_state;
    expect(await state()).toBe(1);
    await t.db.query('UPDATE users SET phone_verified_at = now() WHERE id = $1', [user.id]);
    expect(await state()).toBe(2);
    await patch({ ...personal(), bank_currency_information_id: bank10, bank_no: account10() });
    expect(await state()).toBe(3);
  });
});
