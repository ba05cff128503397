import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { uniquePhone } from '../../test/members';
import type { OutgoingMessage } from '../outbox/transport';
import { wrongCode } from '../outbox/testing';
import type { OtpDeps } from './service';
import { consumeVerifyToken, issueOtp, maskRecipient, verifyOtp } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const config: AppConfig['otp'] = {
  ttlSeconds: 300,
  resendSeconds: 60,
  maxAttempts: 5,
  perRecipient: 3,
  perIp: 4,
  windowMs: 60 * 60_000,
};

/** A service on the test database with a hand-moved clock and a transport that keeps what it sends. */
function harness(overrides: Partial<AppConfig['otp']> = {}) {
  let now = new Date('2026-03-01T10:00:00.000Z');
  const sent: OutgoingMessage[] = [];
  const deps: OtpDeps = {
    db: t.db,
    secret: new TextEncoder().encode('otp-test-secret-of-sufficient-length'),
    config: { ...config, ...overrides },
    transport: {
      send: async (message) => {
        sent.push(message);
      },
    },
    now: () => now,
  };
  const advance = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  return { deps, sent, advance };
}

const issueTo = (deps: OtpDeps, phone: string, ip: string | null = null) =>
  issueOtp(deps, { purpose: 'verify', channel: 'sms', recipient: phone, userId: null, ip, language: 'en' });

function lastCode(sent: OutgoingMessage[]) {
  const meta = sent.at(-1)?.meta;
  return { otp: String(meta?.['otp']), reference: String(meta?.['reference']) };
}

const verify = (deps: OtpDeps, reference: string, code: string) =>
  verifyOtp(deps, { reference, code, purposes: ['verify'], language: 'en' });

describe('issueOtp', () => {
  it('sends a 6-digit code with a reference and stores only its HMAC', async () => {
    const { deps, sent } = harness();
    const phone = uniquePhone();
    const challenge = await issueTo(deps, phone);
    const { otp, reference } = lastCode(sent);
    expect(otp).toMatch(/^\d{6}$/);
    expect(challenge).toMatchObject({
      type_verified: 'sms',
      to: maskRecipient(phone),
      otpReferenceCode: reference,
      otpResendAfter: 60,
      expiresOtpSms: '2026-03-01T10:05:00.000Z',
      otpRepeatTime: 5,
      message: 'OTP sent',
    });
    expect(sent.at(-1)?.text).toContain(otp);
    const { rows } = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM otp_codes WHERE reference_code = $1',
      [reference],
    );
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(otp);
  });

  it('refuses a resend before the delay with Retry-After, and allows it afterwards', async () => {
    const { deps, advance } = harness();
    const phone = uniquePhone();
    await issueTo(deps, phone);
    advance(59);
    await expect(issueTo(deps, phone)).rejects.toMatchObject({
      statusCode: 429,
      reason: 'RATE_LIMITED',
      headers: { 'Retry-After': '1' },
    });
    advance(1);
    await expect(issueTo(deps, phone)).resolves.toMatchObject({ otpReferenceCode: expect.any(String) });
  });

  it('a resend replaces the earlier code', async () => {
    const { deps, sent, advance } = harness();
    const phone = uniquePhone();
    await issueTo(deps, phone);
    const first = lastCode(sent);
    advance(60);
    await issueTo(deps, phone);
    await expect(verify(deps, first.reference, first.otp)).rejects.toMatchObject({
      reason: 'DATA_NOT_FOUND',
    });
  });

  it('limits codes per recipient inside the window', async () => {
    const { deps, advance } = harness({ resendSeconds: 1 });
    const phone = uniquePhone();
    for (let i = 0; i < 3; i++) {
      await issueTo(deps, phone, `10.1.0.${i}`);
      advance(1);
    }
    await expect(issueTo(deps, phone, '10.1.0.9')).rejects.toMatchObject({ statusCode: 429 });
    advance(60 * 60);
    await expect(issueTo(deps, phone, '10.1.0.9')).resolves.toBeDefined();
  });

  it('limits codes per IP inside the window, whatever the recipient', async () => {
    const { deps } = harness();
    const ip = '10.2.0.1';
    for (let i = 0; i < 4; i++) await issueTo(deps, uniquePhone(), ip);
    await expect(issueTo(deps, uniquePhone(), ip)).rejects.toMatchObject({ statusCode: 429 });
    await expect(issueTo(deps, uniquePhone(), '10.2.0.2')).resolves.toBeDefined();
  });

  it('an undeliverable code is stored and limited like any other but sends nothing', async () => {
    const { deps, sent } = harness();
    const phone = uniquePhone();
    const challenge = await issueOtp(deps, {
      purpose: 'forgot_password',
      channel: 'sms',
      recipient: phone,
      userId: null,
      ip: null,
      language: 'en',
      deliver: false,
    });
    expect(sent).toHaveLength(0);
    await expect(
      verifyOtp(deps, {
        reference: challenge.otpReferenceCode,
        code: '000000',
        purposes: ['forgot_password'],
        language: 'en',
      }),
    ).rejects.toMatchObject({ reason: 'OTP_INCORRECT' });
  });
});

describe('verifyOtp', () => {
  it('accepts the right code once and exchanges it for a single-use token', async () => {
    const { deps, sent } = harness();
    await issueTo(deps, uniquePhone());
    const { otp, reference } = lastCode(sent);
    const result = await verify(deps, reference, otp);
    expect(result).toMatchObject({ verified: true, type_verified: 'sms', message: 'OTP verified' });
    await expect(verify(deps, reference, otp)).rejects.toMatchObject({
      statusCode: 404,
      reason: 'DATA_NOT_FOUND',
    });

    const now = deps.now();
    expect(
      await t.db.transaction((tx) => consumeVerifyToken(tx, result.verifyToken, 'register', now)),
    ).toBeNull();
    expect(
      await t.db.transaction((tx) => consumeVerifyToken(tx, result.verifyToken, 'verify', now)),
    ).toMatchObject({
      userId: null,
    });
    expect(
      await t.db.transaction((tx) => consumeVerifyToken(tx, result.verifyToken, 'verify', now)),
    ).toBeNull();
  });

  it('refuses an expired code, at the expiry instant', async () => {
    const { deps, sent, advance } = harness();
    await issueTo(deps, uniquePhone());
    const { otp, reference } = lastCode(sent);
    advance(300);
    await expect(verify(deps, reference, otp)).rejects.toMatchObject({
      statusCode: 400,
      reason: 'OTP_EXPIRED',
      message: 'OTP expired, please request a new one',
    });
  });

  it('counts wrong codes and kills the code at the fifth', async () => {
    const { deps, sent } = harness();
    await issueTo(deps, uniquePhone());
    const { otp, reference } = lastCode(sent);
    for (let i = 0; i < 5; i++) {
      await expect(verify(deps, reference, wrongCode(otp))).rejects.toMatchObject({
        statusCode: 400,
        reason: 'OTP_INCORRECT',
        message: 'Wrong OTP, enter again',
      });
    }
    await expect(verify(deps, reference, otp)).rejects.toMatchObject({ reason: 'DATA_NOT_FOUND' });
  });

  it('still accepts the right code after four wrong ones', async () => {
    const { deps, sent } = harness();
    await issueTo(deps, uniquePhone());
    const { otp, reference } = lastCode(sent);
    for (let i = 0; i < 4; i++) await verify(deps, reference, wrongCode(otp)).catch(() => undefined);
    await expect(verify(deps, reference, otp)).resolves.toMatchObject({ verified: true });
  });

  it('answers DATA_NOT_FOUND for an unknown reference or another purpose', async () => {
    const { deps, sent } = harness();
    await expect(verify(deps, 'NOSUCH', '123456')).rejects.toMatchObject({ reason: 'DATA_NOT_FOUND' });
    await issueTo(deps, uniquePhone());
    const { otp, reference } = lastCode(sent);
    await expect(
      verifyOtp(deps, { reference, code: otp, purposes: ['forgot_password'], language: 'en' }),
    ).rejects.toMatchObject({ reason: 'DATA_NOT_FOUND' });
  });

  it('expires the verify token after 15 minutes', async () => {
    const { deps, sent, advance } = harness();
    await issueTo(deps, uniquePhone());
    const { otp, reference } = lastCode(sent);
    const { verifyToken } = await verify(deps, reference, otp);
    advance(15 * 60);
    const now = deps.now();
    expect(await t.db.transaction((tx) => consumeVerifyToken(tx, verifyToken, 'verify', now))).toBeNull();
  });

  it('answers in the language asked for', async () => {
    const { deps, sent } = harness();
    await issueOtp(deps, {
      purpose: 'verify',
      channel: 'sms',
      recipient: uniquePhone(),
      userId: null,
      ip: null,
      language: 'th',
    });
    const { otp, reference } = lastCode(sent);
    expect(sent.at(-1)?.text).toContain('รหัสยืนยัน');
    await expect(
      verifyOtp(deps, { reference, code: wrongCode(otp), purposes: ['verify'], language: 'th' }),
    ).rejects.toMatchObject({ message: 'OTP ไม่ถูกต้อง กรุณากรอกอีกครั้ง' });
  });
});

describe('maskRecipient', () => {
  it('keeps two characters each side of a phone and the domain of an email', () => {
    expect(maskRecipient('0812345678')).toBe('08******78');
    expect(maskRecipient('somchai@example.com')).toBe('so*****@example.com');
    expect(maskRecipient('a@b.co')).toBe('a*@b.co');
  });
});
