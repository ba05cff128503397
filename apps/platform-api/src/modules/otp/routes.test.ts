import type { OtpChallenge, OtpVerified, VerificationStatus } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { buildTestApp, createTestApp } from '../../test/harness';
import { loginMember, registerMember, registration, uniquePhone } from '../../test/members';
import { seedProfileContent } from '../../db/seed/profile';
import { latestOtp, outboxFor, wrongCode } from '../outbox/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member() {
  const { body, user } = await registerMember(t.app);
  const { accessToken } = await loginMember(t.app, body.username);
  return { phone: body.phone, user, headers: { authorization: `Bearer ${accessToken}` } };
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function status(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/mb/otp-status', headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: VerificationStatus[] }>().data[0];
}

describe('member phone and email verification (profile step 1)', () => {
  it('verifies the phone with the code from the outbox', async () => {
    const { phone, headers } = await member();
    const sent = await post('/api/mb/otp-request', { type_verified: 'sms' }, headers);
    expect(sent.statusCode).toBe(201);
    expect(sent.json<OtpChallenge>()).toMatchObject({ type_verified: 'sms', message: 'OTP sent' });
    const { otp, reference } = await latestOtp(t.app, phone);
    expect(reference).toBe(sent.json<OtpChallenge>().otpReferenceCode);

    expect(await status(headers)).toMatchObject({ phone_verified: false, verify_state: 1 });
    const res = await post('/api/mb/otp-verified', { otpReferenceCode: reference, otp }, headers);
    expect(res.statusCode).toBe(201);
    expect(res.json<OtpVerified>()).toMatchObject({ verified: true, type_verified: 'sms' });
    expect(await status(headers)).toMatchObject({
      phone_verified: true,
      email_verified: false,
      otp_status: [
        { type_verified: 'sms', OTP_VERIFIED: true },
        { type_verified: 'email', OTP_VERIFIED: false },
      ],
      verify_state: 2,
    });
  });

  it('verifies a new email address and makes it the member email', async () => {
    const { headers } = await member();
    const email = `Member.${uniquePhone()}@Example.com`;
    const sent = await post('/api/mb/otp-request', { type_verified: 'email', email }, headers);
    expect(sent.statusCode).toBe(201);
    const [message] = await outboxFor(t.app, email.toLowerCase());
    expect(message).toMatchObject({ channel: 'email', subject: 'Your verification code' });
    const { otp, reference } = await latestOtp(t.app, email.toLowerCase());
    expect(
      (await post('/api/mb/otp-verified', { otpReferenceCode: reference, otp }, headers)).statusCode,
    ).toBe(201);
    expect(await status(headers)).toMatchObject({ email: email.toLowerCase(), email_verified: true });
  });

  it('asks for an email address when the member has none', async () => {
    const { headers } = await member();
    const res = await post('/api/mb/otp-request', { type_verified: 'email' }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'VALIDATION_FAILED', errors: [{ field: 'body.email' }] });
  });

  it("refuses another member's reference as unknown", async () => {
    const a = await member();
    const b = await member();
    await post('/api/mb/otp-request', { type_verified: 'sms' }, a.headers);
    const { otp, reference } = await latestOtp(t.app, a.phone);
    const res = await post('/api/mb/otp-verified', { otpReferenceCode: reference, otp }, b.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ reason: 'DATA_NOT_FOUND' });
  });

  it('localizes messages by Accept-Language and by language_id', async () => {
    const { phone, headers } = await member();
    const sent = await post(
      '/api/mb/otp-request',
      { type_verified: 'sms' },
      { ...headers, 'accept-language': 'th-TH' },
    );
    expect(sent.json<OtpChallenge>().message).toBe('ส่ง OTP แล้ว');
    const { otp, reference } = await latestOtp(t.app, phone);
    const wrong = await post(
      '/api/mb/otp-verified',
      { otpReferenceCode: reference, otp: wrongCode(otp) },
      {
        ...headers,
        'accept-language': 'ja',
      },
    );
    expect(wrong.json()).toMatchObject({
      reason: 'OTP_INCORRECT',
      message: 'OTPが正しくありません。もう一度入力してください',
    });
    const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM languages WHERE code = 'ko'`);
    const byId = await post(
      '/api/mb/otp-verified',
      { otpReferenceCode: reference, otp: wrongCode(otp), language_id: rows[0]?.id },
      { ...headers, 'accept-language': 'ja' },
    );
    expect(byId.json()).toMatchObject({ message: 'OTP가 올바르지 않습니다. 다시 입력하세요' });
  });

  it('validates the code format', async () => {
    const { headers } = await member();
    const res = await post('/api/mb/otp-verified', { otpReferenceCode: 'ABC123', otp: '12ab' }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'VALIDATION_FAILED', errors: [{ field: 'body.otp' }] });
  });

  it('rate limits resends over HTTP with Retry-After', async () => {
    const { headers } = await member();
    expect((await post('/api/mb/otp-request', { type_verified: 'sms' }, headers)).statusCode).toBe(201);
    const again = await post('/api/mb/otp-request', { type_verified: 'sms' }, headers);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe("registration with register_type 'phone_otp'", () => {
  beforeAll(async () => {
    await t.db.query(
      `UPDATE settings SET value = jsonb_set(value, '{register_type}', '"phone_otp"') WHERE key = 'custom_function'`,
    );
  });
  afterAll(async () => {
    await t.db.query(
      `UPDATE settings SET value = jsonb_set(value, '{register_type}', '"phone"') WHERE key = 'custom_function'`,
    );
  });

  async function verifiedToken(phone: string) {
    const sent = await post('/pbgapi/pb/otp-request', { type_verified: 'sms', phone, country_code: 'TH' });
    expect(sent.statusCode).toBe(201);
    const { otp, reference } = await latestOtp(t.app, phone);
    const res = await post('/pbgapi/pb/otp-verified', { otpReferenceCode: reference, otp });
    expect(res.statusCode).toBe(201);
    return res.json<OtpVerified>().verifyToken;
  }

  it('registers with the verified token and marks the phone verified', async () => {
    const phone = uniquePhone();
    const token = await verifiedToken(phone);
    const res = await post('/pbgapi/pb/users-register', registration({ phone, otp_verify_token: token }));
    expect(res.statusCode).toBe(201);
    const { rows } = await t.db.query<{ verified: boolean }>(
      'SELECT phone_verified_at IS NOT NULL AS verified FROM users WHERE username = $1',
      [phone],
    );
    expect(rows[0]?.verified).toBe(true);
  });

  it('refuses registration without a token, with a used one, or with one for another phone', async () => {
    const phone = uniquePhone();
    const missing = await post('/pbgapi/pb/users-register', registration({ phone }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ reason: 'OTP_REQUIRED' });

    const token = await verifiedToken(phone);
    const other = await post('/pbgapi/pb/users-register', registration({ otp_verify_token: token }));
    expect(other.json()).toMatchObject({ reason: 'OTP_REQUIRED' });
    // The failed attempt rolled back, so the token is still good for its own phone, once.
    expect(
      (await post('/pbgapi/pb/users-register', registration({ phone, otp_verify_token: token }))).statusCode,
    ).toBe(201);
    const reuse = await post('/pbgapi/pb/users-register', registration({ otp_verify_token: token }));
    expect(reuse.json()).toMatchObject({ reason: 'OTP_REQUIRED' });
    const { rows } = await t.db.query('SELECT 1 FROM users WHERE username = $1', [phone]);
    expect(rows).toHaveLength(1);
  });

  it('refuses a code for a taken phone or one outside the country lengths', async () => {
    const phone = uniquePhone();
    const { body } = await registerMember(t.app, { phone, otp_verify_token: await verifiedToken(phone) });
    const taken = await post('/pbgapi/pb/otp-request', {
      type_verified: 'sms',
      phone: body.phone,
      country_code: 'TH',
    });
    expect(taken.statusCode).toBe(409);
    const short = await post('/pbgapi/pb/otp-request', {
      type_verified: 'sms',
      phone: '08123456',
      country_code: 'TH',
    });
    expect(short.json()).toMatchObject({ reason: 'VALIDATION_FAILED', errors: [{ field: 'body.phone' }] });
  });

  it("is refused while register_type is 'phone'", async () => {
    await t.db.query(
      `UPDATE settings SET value = jsonb_set(value, '{register_type}', '"phone"') WHERE key = 'custom_function'`,
    );
    try {
      const res = await post('/pbgapi/pb/otp-request', {
        type_verified: 'sms',
        phone: uniquePhone(),
        country_code: 'TH',
      });
      expect(res.statusCode).toBe(403);
      expect((await post('/pbgapi/pb/users-register', registration())).statusCode).toBe(201);
    } finally {
      await t.db.query(
        `UPDATE settings SET value = jsonb_set(value, '{register_type}', '"phone_otp"') WHERE key = 'custom_function'`,
      );
    }
  });
});

describe('development outbox', () => {
  it('lists messages as JSON and HTML, escaped', async () => {
    await t.db.query(
      `INSERT INTO outbox_messages (channel, recipient, subject, body) VALUES ('email', 'x@example.com', '<b>hi</b>', 'a < b')`,
    );
    const json = await outboxFor(t.app, 'x@example.com');
    expect(json[0]).toMatchObject({ channel: 'email', to: 'x@example.com', body: 'a < b', otp: null });
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=x@example.com' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('&#60;b&#62;hi&#60;/b&#62;');
    expect(page.body).not.toContain('<b>hi</b>');
  });

  it('does not exist in production', async () => {
    const prod = await buildTestApp(t.db, { nodeEnv: 'production', devTools: false });
    try {
      expect((await prod.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
      expect((await prod.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('REGISTER_TYPE in the seed', () => {
  const registerType = async () =>
    (
      await t.db.query<{ value: { register_type: string } }>(
        `SELECT value FROM settings WHERE key = 'custom_function'`,
      )
    ).rows[0]?.value.register_type;

  it('sets the register type when given and leaves the operator value alone otherwise', async () => {
    const before = await registerType();
    await t.db.transaction((tx) => seedProfileContent(tx, {}));
    expect(await registerType()).toBe(before);
    await t.db.transaction((tx) => seedProfileContent(tx, { REGISTER_TYPE: 'phone_otp' }));
    expect(await registerType()).toBe('phone_otp');
    await t.db.transaction((tx) => seedProfileContent(tx, { REGISTER_TYPE: 'phone' }));
    expect(await registerType()).toBe('phone');
    await expect(
      t.db.transaction((tx) => seedProfileContent(tx, { REGISTER_TYPE: 'email' })),
    ).rejects.toThrow(/REGISTER_TYPE/);
  });
});
