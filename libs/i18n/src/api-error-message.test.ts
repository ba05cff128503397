import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from './api-error-message';
import { createI18n, getDialogT } from './create-i18n';

describe('apiErrorMessage', () => {
  it('localises a known reason in the dialog chain', async () => {
    const i18n = await createI18n({ language: 'th', react: false });
    const t = await getDialogT(i18n);
    expect(
      apiErrorMessage(t, { reason: 'INVALID_CREDENTIALS', message: 'Username or password is incorrect' }),
    ).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  });

  it('shows the server message, with local dates, when there is no reason', async () => {
    const i18n = await createI18n({ language: 'en', react: false });
    const t = await getDialogT(i18n);
    expect(apiErrorMessage(t, { reason: undefined, message: 'Locked until 2026-05-01T00:00:00Z' })).toBe(
      'Locked until 01/05/2026 07:00:00',
    );
    expect(apiErrorMessage(t, { reason: undefined, message: ' ' })).toBe('An unexpected error occurred');
  });

  it("names the date of the server's message in the reason's text, in local time", async () => {
    const i18n = await createI18n({ language: 'en', react: false });
    const t = await getDialogT(i18n);
    expect(
      apiErrorMessage(t, {
        reason: 'TIME_OUT_ACTIVE',
        message:
          'You are taking a break until 2026-05-01T00:00:00.000Z. You cannot log in, play or deposit until then.',
      }),
    ).toBe(
      'You are taking a break until 01/05/2026 07:00:00. You cannot log in, play or deposit until then.',
    );
  });
});
