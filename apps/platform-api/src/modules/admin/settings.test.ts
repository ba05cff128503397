import type { OtpVerified } from '@casino/contracts';
import { adminApi, adminSettingsApi } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { registration, uniquePhone } from '../../test/members';
import { latestOtp } from '../outbox/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: { username: 'staff', password: 'staff-password-1' } });
});
afterAll(() => t.close());

const staff = { authorization: `Basic ${Buffer.from('staff:staff-password-1').toString('base64')}` };
const url = adminSettingsApi.customFunctionUpdate.path;

const setRegisterType = (payload: Record<string, unknown>, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url, headers, payload });

const post = (path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: path, payload });

async function servedRegisterType() {
  const res = await t.app.inject({ method: 'GET', url: '/pbgapi/pb/custom-function?language_id=1' });
  expect(res.statusCode).toBe(200);
  return JSON.stringify(res.json()).match(/"register_type":"(\w+)"/)?.[1];
}

describe('staff setting of the register type', () => {
  it('requires staff credentials', async () => {
    const anonymous = await setRegisterType({ register_type: 'phone_otp' }, {});
    expect(anonymous.statusCode).toBe(401);
    const wrong = await setRegisterType(
      { register_type: 'phone_otp' },
      { authorization: `Basic ${Buffer.from('staff:wrong').toString('base64')}` },
    );
    expect(wrong.statusCode).toBe(401);
    expect(await servedRegisterType()).toBe('phone');
  });

  it('refuses an unknown register type and extra fields', async () => {
    for (const payload of [{ register_type: 'email' }, {}, { register_type: 'phone', bank_status: false }]) {
      const res = await setRegisterType(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ name: expect.any(String) });
    }
    expect(await servedRegisterType()).toBe('phone');
  });

  it('switches the served register type and audits the change', async () => {
    const res = await setRegisterType({ register_type: 'phone_otp', reason: 'OTP launch' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ register_type: 'phone_otp' });
    expect(await servedRegisterType()).toBe('phone_otp');

    const trail = await t.app.inject({
      method: 'GET',
      url: `${adminApi.auditList.path}?action=custom_function.update`,
      headers: staff,
    });
    expect(trail.json()).toMatchObject({
      total: 1,
      data: [
        {
          admin: 'staff',
          target_type: 'setting',
          target_id: 'custom_function',
          reason: 'OTP launch',
          before: { register_type: 'phone' },
          after: { register_type: 'phone_otp' },
        },
      ],
    });
  });

  it('makes registration require the phone OTP token, and switching back lifts it', async () => {
    await setRegisterType({ register_type: 'phone_otp' });
    const refused = await post('/pbgapi/pb/users-register', registration());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ reason: 'OTP_REQUIRED' });

    const phone = uniquePhone();
    expect(
      (await post('/pbgapi/pb/otp-request', { type_verified: 'sms', phone, country_code: 'TH' })).statusCode,
    ).toBe(201);
    const { otp, reference } = await latestOtp(t.app, phone);
    const verified = await post('/pbgapi/pb/otp-verified', { otpReferenceCode: reference, otp });
    const { verifyToken } = verified.json<OtpVerified>();
    const registered = await post(
      '/pbgapi/pb/users-register',
      registration({ phone, otp_verify_token: verifyToken }),
    );
    expect(registered.statusCode).toBe(201);

    expect((await setRegisterType({ register_type: 'phone' })).statusCode).toBe(200);
    expect(await servedRegisterType()).toBe('phone');
    expect((await post('/pbgapi/pb/users-register', registration())).statusCode).toBe(201);
  });
});
