import { describe, expect, it } from 'vitest';
import { Registration } from './auth';
import { englishMessage } from '../validation';

const valid = {
  username: '0812345678',
  phone: '0812345678',
  password: 'Secret123',
  confirm_password: 'Secret123',
  country_code: 'TH',
  currencyId: 1,
  subscribe_email: true,
  terms_condition: true,
};

function messagesFor(input: unknown): Record<string, string> {
  const result = Registration.safeParse(input);
  if (result.success) return {};
  const firstPerField: Record<string, string> = {};
  for (const issue of result.error.issues)
    firstPerField[issue.path.join('.')] ??= englishMessage(issue.message);
  return firstPerField;
}

describe('registration schema', () => {
  it('accepts a complete registration', () => {
    expect(Registration.parse(valid).username).toBe('0812345678');
  });

  it.each([
    [{ password: 'secret123', confirm_password: 'secret123' }, 'password', 'At least one uppercase letter'],
    [{ password: 'SECRET123', confirm_password: 'SECRET123' }, 'password', 'At least one lowercase letter'],
    [{ password: 'SecretAb', confirm_password: 'SecretAb' }, 'password', 'At least one digit'],
    [{ password: 'Ab1', confirm_password: 'Ab1' }, 'password', 'At least 6 characters'],
    [{ confirm_password: 'Other123' }, 'confirm_password', 'The passwords do not match'],
    [{ username: '08123x5678' }, 'username', 'Digits only'],
    [{ phone: '0812', username: '0812' }, 'phone', 'At least 8 digits'],
    [{ username: '0899999999' }, 'username', 'The username must be the phone number'],
    [
      { terms_condition: false },
      'terms_condition',
      'You must be 18 or over and accept the terms and conditions',
    ],
    [{ country_code: 'tha' }, 'country_code', 'Choose a country'],
    [{ ref_code: 'a-b' }, 'ref_code', 'Invalid referral code'],
  ])('refuses %o on %s', (patch, field, message) => {
    expect(messagesFor({ ...valid, ...patch })[field]).toBe(message);
  });

  it('refuses unknown fields by name', () => {
    const result = Registration.safeParse({ ...valid, is_admin: true });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('is_admin');
  });
});
