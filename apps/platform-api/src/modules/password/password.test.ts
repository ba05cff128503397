import type { AuthResult, ForgotPasswordOtp, OtpVerified } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { loginMember, registerMember, uniquePhone } from '../../test/members';
import { latestOtp, outboxFor } from '../outbox/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const usersWith = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/mb/users', headers: bearer(token) });

describe('POST /api/mb/member-change-password', () => {
  it('changes the password, revokes every session and answers a new one in body and cookie', async () => {
    const { body } = await registerMember(t.app);
    const first = await loginMember(t.app, body.username);
    const second = await loginMember(t.app, body.username);
    const res = await post(
      '/api/mb/member-change-password',
      { current_password: 'Secret123', password: 'Better456', confirm_password: 'Better456' },
      bearer(first.accessToken),
    );
    expect(res.statusCode).toBe(201);
    const result = res.json<AuthResult>();
    expect(result.user.username).toBe(body.username);
    const cookie = res.cookies.find((c) => c.name === 'royalsiam.jwt');
    expect(cookie).toMatchObject({ value: result.accessToken, httpOnly: true, path: '/' });
    const hint = res.cookies.find((c) => c.name === 'royalsiam.session');
    expect(hint).toMatchObject({ value: '1', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();

    expect((await usersWith(second.accessToken)).statusCode).toBe(401);
    expect((await usersWith(result.accessToken)).statusCode).toBe(200);
    await expect(loginMember(t.app, body.username)).rejects.toThrow(/401/);
    await expect(loginMember(t.app, body.username, 'Better456')).resolves.toBeDefined();
  });

  it("lets the changing device's calls in flight count as its new session for a moment, no longer", async () => {
    const { body } = await registerMember(t.app);
    const device = await loginMember(t.app, body.username);
    const other = await loginMember(t.app, body.username);
    const res = await post(
      '/api/mb/member-change-password',
      { current_password: 'Secret123', password: 'Better456', confirm_password: 'Better456' },
      bearer(device.accessToken),
    );
    const result = res.json<AuthResult>();

    // A call the page sent with the old token just before the change: answered, and no cookie cleared.
    const inFlight = await usersWith(device.accessToken);
    expect(inFlight.statusCode).toBe(200);
    expect(inFlight.cookies).toEqual([]);
    expect((await usersWith(other.accessToken)).statusCode).toBe(401);

    // Past the grace the old token is refused; the new session stays.
    await t.db.query(
      `UPDATE sessions SET revoked_at = now() - interval '31 seconds' WHERE user_id = $1 AND replaced_by IS NOT NULL`,
      [result.user.id],
    );
    expect((await usersWith(device.accessToken)).statusCode).toBe(401);
    expect((await usersWith(result.accessToken)).statusCode).toBe(200);
  });

  it('refuses a wrong current password and keeps everything as it was', async () => {
    const { body } = await registerMember(t.app);
    const { accessToken } = await loginMember(t.app, body.username);
    const res = await post(
      '/api/mb/member-change-password',
      { current_password: 'Wrong123', password: 'Better456', confirm_password: 'Better456' },
      bearer(accessToken),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      reason: 'CURRENT_PASSWORD_INCORRECT',
      errors: [{ field: 'body.current_password' }],
    });
    expect((await usersWith(accessToken)).statusCode).toBe(200);
  });

  it.each([
    [{ password: 'Better456', confirm_password: 'Other456' }, 'body.confirm_password'],
    [{ password: 'better456', confirm_password: 'better456' }, 'body.password'],
    [{ password: 'Ab1', confirm_password: 'Ab1' }, 'body.password'],
    [{ current_password: '', password: 'Better456', confirm_password: 'Better456' }, 'body.current_password'],
  ])('validates %j', async (fields, field) => {
    const { body } = await registerMember(t.app);
    const { accessToken } = await loginMember(t.app, body.username);
    const res = await post(
      '/api/mb/member-change-password',
      { current_password: 'Secret123', ...fields },
      bearer(accessToken),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
  });
});

describe('forgot and reset password', () => {
  async function forgot(username: string) {
    const res = await post('/pbgapi/pb/forgot-password', { username, typeVerified: 'sms' });
    expect(res.statusCode).toBe(201);
    return res.json<ForgotPasswordOtp>();
  }

  it('sends a code, exchanges it for a verify token and resets the password once', async () => {
    const { body, user } = await registerMember(t.app);
    const { accessToken } = await loginMember(t.app, body.username);
    const data = await forgot(body.username);
    expect(data).toMatchObject({
      username: body.username,
      phone: `${body.phone.slice(0, 2)}******${body.phone.slice(-2)}`,
      otpResendAfter: 60,
      otpRepeatTime: 5,
    });
    const { otp, reference } = await latestOtp(t.app, body.phone);
    expect(reference).toBe(data.otpReferenceCode);
    const verified = await post('/pbgapi/pb/otp-verified', { otpReferenceCode: reference, otp });
    const { verifyToken } = verified.json<OtpVerified>();

    const reset = await post('/pbgapi/pb/reset-password', {
      verifyToken,
      password: 'Fresh789',
      confirm_password: 'Fresh789',
    });
    expect(reset.statusCode).toBe(201);
    expect(reset.json()).toEqual({ reset: true });
    expect((await usersWith(accessToken)).statusCode).toBe(401);
    await expect(loginMember(t.app, body.username, 'Fresh789')).resolves.toBeDefined();
    const logs = await t.db.query<{ type: string }>(
      `SELECT type FROM activity_logs WHERE user_id = $1 AND type = 'reset_password'`,
      [user.id],
    );
    expect(logs.rows).toHaveLength(1);

    const again = await post('/pbgapi/pb/reset-password', {
      verifyToken,
      password: 'Other789x',
      confirm_password: 'Other789x',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ reason: 'DATA_NOT_FOUND' });
  });

  it('answers an unknown username in the same shape without sending anything', async () => {
    const username = uniquePhone();
    const data = await forgot(username);
    expect(data).toMatchObject({ username, phone: `${username.slice(0, 2)}******${username.slice(-2)}` });
    expect(await outboxFor(t.app, username)).toHaveLength(0);
    const verified = await post('/pbgapi/pb/otp-verified', {
      otpReferenceCode: data.otpReferenceCode,
      otp: '123456',
    });
    expect(verified.json()).toMatchObject({ reason: 'OTP_INCORRECT' });
    const again = await post('/pbgapi/pb/forgot-password', { username, typeVerified: 'sms' });
    expect(again.statusCode).toBe(429);
  });

  it('refuses a verify token of a member verification', async () => {
    const { body } = await registerMember(t.app);
    const { accessToken } = await loginMember(t.app, body.username);
    await post('/api/mb/otp-request', { type_verified: 'sms' }, bearer(accessToken));
    const { otp, reference } = await latestOtp(t.app, body.phone);
    const verified = await post(
      '/api/mb/otp-verified',
      { otpReferenceCode: reference, otp },
      bearer(accessToken),
    );
    const reset = await post('/pbgapi/pb/reset-password', {
      verifyToken: verified.json<OtpVerified>().verifyToken,
      password: 'Fresh789',
      confirm_password: 'Fresh789',
    });
    expect(reset.statusCode).toBe(404);
  });

  it('validates the request bodies', async () => {
    const missing = await post('/pbgapi/pb/forgot-password', { username: '', typeVerified: 'sms' });
    expect(missing.json()).toMatchObject({
      reason: 'VALIDATION_FAILED',
      errors: [{ field: 'body.username' }],
    });
    const email = await post('/pbgapi/pb/forgot-password', { username: 'x', typeVerified: 'email' });
    expect(email.statusCode).toBe(400);
    const mismatch = await post('/pbgapi/pb/reset-password', {
      verifyToken: 'x',
      password: 'Fresh789',
      confirm_password: 'Fresh788',
    });
    expect(mismatch.json()).toMatchObject({ errors: [{ field: 'body.confirm_password' }] });
  });
});
