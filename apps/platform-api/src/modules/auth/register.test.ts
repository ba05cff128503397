import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { registerMember, registration, uniquePhone } from '../../test/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/pbgapi/pb/users-register';
const post = (payload: unknown) => t.app.inject({ method: 'POST', url: URL, payload: payload as object });
const userCount = async () =>
  Number((await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM users')).rows[0]?.n);

interface ErrorReply {
  code: number;
  reason: string;
  message: string;
  errors?: { field: string; message: string }[];
}

describe('POST /pbgapi/pb/users-register', () => {
  it('creates the member, a referral code and every balance in the chosen currency', async () => {
    const body = registration({ email: 'new@example.com', subscribe_email: true });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const user = res.json<{ id: number; ref_code: string; username: string; currency_id: number }>();
    expect(user).toMatchObject({ username: body.username, phone: body.phone, email: 'new@example.com' });
    expect(user.ref_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(res.body).not.toContain('password');
    const accounts = await t.db.query<{ kind: string; balance: bigint; currency_id: number | null }>(
      'SELECT kind, balance, currency_id FROM accounts WHERE user_id = $1 ORDER BY kind',
      [user.id],
    );
    expect(accounts.rows).toEqual([
      { kind: 'affiliate', balance: 0n, currency_id: 1 },
      { kind: 'badge_points', balance: 0n, currency_id: null },
      { kind: 'cashback', balance: 0n, currency_id: 1 },
      { kind: 'main', balance: 0n, currency_id: 1 },
      { kind: 'points', balance: 0n, currency_id: null },
      { kind: 'rebate', balance: 0n, currency_id: 1 },
    ]);
    const hash = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [user.id],
    );
    expect(hash.rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers 409 USERNAME_TAKEN for a duplicate username', async () => {
    const { body } = await registerMember(t.app);
    const res = await post(body);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorReply>()).toMatchObject({
      code: 409,
      reason: 'USERNAME_TAKEN',
      message: 'This username is already taken',
    });
  });

  it('creates exactly one member under concurrent duplicate requests', async () => {
    const body = registration();
    const replies = await Promise.all(Array.from({ length: 5 }, () => post(body)));
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    const rows = await t.db.query('SELECT id FROM users WHERE username = $1', [body.username]);
    expect(rows.rowCount).toBe(1);
  });

  it('accepts a referral code of an existing member and records the referrer', async () => {
    const { user: referrer } = await registerMember(t.app);
    const res = await post(registration({ ref_code: referrer.ref_code }));
    expect(res.statusCode).toBe(201);
    const row = await t.db.query<{ referred_by: number }>('SELECT referred_by FROM users WHERE id = $1', [
      res.json<{ id: number }>().id,
    ]);
    expect(row.rows[0]?.referred_by).toBe(referrer.id);
  });

  it('refuses an unknown referral code without writing anything', async () => {
    const before = await userCount();
    const res = await post(registration({ ref_code: 'ZZZZ9999' }));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorReply>()).toMatchObject({
      reason: 'INVALID_REFERRAL_CODE',
      message: 'Invalid referral code',
    });
    expect(await userCount()).toBe(before);
  });

  it.each([
    [
      'a weak password',
      { password: 'secret12', confirm_password: 'secret12' },
      'body.password',
      'At least one uppercase letter',
    ],
    [
      'a short password',
      { password: 'Ab1', confirm_password: 'Ab1' },
      'body.password',
      'At least 6 characters',
    ],
    [
      'a mismatched confirmation',
      { confirm_password: 'Other123' },
      'body.confirm_password',
      'The passwords do not match',
    ],
    [
      'a username other than the phone',
      { username: '0899999999' },
      'body.username',
      'The username must be the phone number',
    ],
    ['letters in the phone', { phone: '08123abc90', username: '08123abc90' }, 'body.phone', 'Digits only'],
    [
      'terms not accepted',
      { terms_condition: false },
      'body.terms_condition',
      'You must be 18 or over and accept the terms and conditions',
    ],
    ['an unknown country', { country_code: 'ZZ' }, 'body.country_code', 'Choose a country'],
    [
      'a phone too long for Thailand',
      { phone: '08123456789', username: '08123456789' },
      'body.phone',
      'Invalid phone number',
    ],
    ['an unknown currency', { currencyId: 999 }, 'body.currencyId', 'Choose a currency'],
    ['a missing password', { password: undefined }, 'body.password', 'This field is required'],
    ['a wrong type', { currencyId: 'THB' }, 'body.currencyId', 'Choose a currency'],
    ['an unknown field', { is_admin: true }, 'body.is_admin', 'Unknown field'],
    ['a bad email', { email: 'not-an-email' }, 'body.email', 'Invalid email address'],
  ])('refuses %s naming the field', async (_label, patch, field, message) => {
    const before = await userCount();
    const res = await post(registration(patch));
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorReply>();
    expect(body.errors).toContainEqual({ field, message });
    expect(await userCount()).toBe(before);
  });

  it("accepts a Malaysian number in MYR within Malaysia's limits", async () => {
    const currencies = await t.app.inject({ method: 'GET', url: '/pbgapi/pb/currency' });
    const myr = currencies
      .json<{ data: { id: number; code: string }[] }>()
      .data.find((c) => c.code === 'MYR');
    const phone = `01${uniquePhone().slice(2)}`;
    const res = await post(registration({ phone, username: phone, country_code: 'MY', currencyId: myr?.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ country_code: 'MY', currency_id: myr?.id });
  });
});

describe('crypto currencies', () => {
  it('refuses registering in a crypto currency', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO currencies (code, name, symbol, is_crypto, scale) VALUES ('USDT', 'Tether', '₮', true, 6)
       RETURNING id`,
    );
    const res = await post(registration({ currencyId: rows[0]?.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorReply>().errors).toContainEqual({
      field: 'body.currencyId',
      message: 'Choose a currency',
    });
  });
});

describe('malformed requests', () => {
  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "08',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorReply>()).toMatchObject({ code: 400, reason: 'MALFORMED_JSON' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await post({ ...registration(), email: `${'a'.repeat(70 * 1024)}@example.com` });
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorReply>()).toMatchObject({ code: 413, reason: 'BODY_TOO_LARGE' });
  });

  it('answers a wrong content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'text/xml' },
      payload: '<user/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<ErrorReply>()).toMatchObject({ code: 415, reason: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers a body that is not an object with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorReply>().reason).toBe('VALIDATION_FAILED');
  });
});
