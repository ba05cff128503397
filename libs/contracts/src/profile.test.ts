import { describe, expect, it } from 'vitest';
import { ChangePasswordRequest, ResetPasswordRequest } from './password';
import { BankInfoCheck, DateOfBirth, ProfileUpdate, ageOn } from './profile';
import { OtpCode, RegisterOtpRequest } from './otp';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2000-06-15', new Date('2018-06-14T23:59:59Z'))).toBe(17);
    expect(ageOn('2000-06-15', new Date('2018-06-15T00:00:00Z'))).toBe(18);
    expect(ageOn('2000-02-29', new Date('2018-02-28T12:00:00Z'))).toBe(17);
    expect(ageOn('2000-02-29', new Date('2018-03-01T00:00:00Z'))).toBe(18);
  });
});

describe('DateOfBirth', () => {
  it.each(['1990-05-01', '2000-02-29'])('accepts %s', (value) => {
    expect(DateOfBirth.safeParse(value).success).toBe(true);
  });
  it.each(['1990-02-30', '1999-02-29', '1990-13-01', '01/05/1990', '1899-12-31'])('refuses %s', (value) => {
    expect(issues(DateOfBirth.safeParse(value))).toEqual([['', 'invalid_date']]);
  });
});

describe('ProfileUpdate', () => {
  it('asks for the other half of each pair', () => {
    expect(issues(ProfileUpdate.safeParse({ bank_no: '1234567890' }))).toEqual([
      ['bank_currency_information_id', 'required'],
    ]);
    expect(issues(ProfileUpdate.safeParse({ security_question_id: 1 }))).toEqual([
      ['security_answer', 'required'],
    ]);
    expect(issues(ProfileUpdate.safeParse({ crypto_network: 'BTC' }))).toEqual([
      ['wallet_address', 'required'],
    ]);
  });

  it('refuses a bank and a wallet together, unknown fields and non-digit account numbers', () => {
    const both = ProfileUpdate.safeParse({
      bank_currency_information_id: 1,
      bank_no: '1234567890',
      crypto_network: 'TRC20',
      wallet_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    });
    expect(issues(both)).toEqual([['wallet_address', 'invalid_value']]);
    expect(ProfileUpdate.safeParse({ password_hash: 'x' }).success).toBe(false);
    expect(issues(ProfileUpdate.safeParse({ bank_currency_information_id: 1, bank_no: '123 456' }))).toEqual([
      ['bank_no', 'digits_only'],
    ]);
  });

  it('accepts names in any script and trims them', () => {
    const parsed = ProfileUpdate.parse({ first_name: '  สมชาย ', last_name: "O'Brien-Smith" });
    expect(parsed).toEqual({ first_name: 'สมชาย', last_name: "O'Brien-Smith" });
    expect(ProfileUpdate.safeParse({ first_name: 'Robert1' }).success).toBe(false);
  });
});

describe('BankInfoCheck', () => {
  it('takes a bank account or a wallet', () => {
    expect(BankInfoCheck.safeParse({ bank_currency_information_id: 3, bank_no: '1234567890' }).success).toBe(
      true,
    );
    expect(BankInfoCheck.safeParse({ crypto_network: 'ERC20', wallet_address: '0xabc' }).success).toBe(true);
    expect(BankInfoCheck.safeParse({ crypto_network: 'DOGE', wallet_address: 'D123' }).success).toBe(false);
  });
});

describe('OTP and password schemas', () => {
  it('takes exactly six digits', () => {
    expect(OtpCode.safeParse(' 012345 ').data).toBe('012345');
    expect(OtpCode.safeParse('12345').success).toBe(false);
    expect(OtpCode.safeParse('12345a').success).toBe(false);
  });

  it('registration OTP goes by SMS to a digits-only phone', () => {
    expect(
      RegisterOtpRequest.safeParse({ type_verified: 'sms', phone: '0812345678', country_code: 'TH' }).success,
    ).toBe(true);
    expect(
      RegisterOtpRequest.safeParse({ type_verified: 'email', phone: '0812345678', country_code: 'TH' })
        .success,
    ).toBe(false);
  });

  it('new passwords follow the registration rules and must be confirmed', () => {
    expect(
      issues(
        ChangePasswordRequest.safeParse({
          current_password: 'x',
          password: 'Better456',
          confirm_password: 'B',
        }),
      ),
    ).toEqual([['confirm_password', 'password_mismatch']]);
    expect(
      issues(
        ResetPasswordRequest.safeParse({
          verifyToken: 't',
          password: 'better456',
          confirm_password: 'better456',
        }),
      ),
    ).toEqual([['password', 'password_uppercase']]);
  });
});
