import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { registerMember } from '../../test/members';
import type { ProfileFacts, ProfileSwitches } from './completeness';
import { assertProfileComplete, isProfileComplete, missingProfileFields } from './completeness';

const allOff: ProfileSwitches = {
  profile_dob: false,
  profile_gender: false,
  profile_register_channel: false,
  email_required: false,
};
const allOn: ProfileSwitches = {
  profile_dob: true,
  profile_gender: true,
  profile_register_channel: true,
  email_required: true,
};
const base: ProfileFacts = {
  first_name: 'Somchai',
  bank_currency_information_id: 3,
  bank_no: '1234567890',
  crypto_network: null,
  wallet_address: null,
  dob: null,
  gender: null,
  register_channel_id: null,
  email: null,
};

describe('isProfileComplete', () => {
  it('needs first name, bank and account number when every option is off', () => {
    expect(isProfileComplete(base, allOff)).toBe(true);
    expect(missingProfileFields({ ...base, first_name: '  ' }, allOff)).toEqual(['first_name']);
    expect(missingProfileFields({ ...base, bank_no: null }, allOff)).toEqual([
      'bank_currency_information_id',
      'bank_no',
    ]);
    expect(isProfileComplete({ ...base, bank_currency_information_id: null }, allOff)).toBe(false);
  });

  it('accepts a crypto wallet in place of the bank account', () => {
    const crypto = { ...base, bank_currency_information_id: null, bank_no: null };
    expect(isProfileComplete(crypto, allOff)).toBe(false);
    expect(isProfileComplete({ ...crypto, crypto_network: 'TRC20', wallet_address: 'TXYZ' }, allOff)).toBe(
      true,
    );
  });

  it('requires DOB, gender, register channel and email only when the config turns them on', () => {
    expect(missingProfileFields(base, allOn)).toEqual(['DOB', 'gender', 'register_channal_id', 'email']);
    expect(missingProfileFields(base, { ...allOff, profile_gender: true })).toEqual(['gender']);
    const full = { ...base, dob: '1990-01-01', gender: 'male', register_channel_id: 1, email: 'a@b.co' };
    expect(isProfileComplete(full, allOn)).toBe(true);
  });
});

describe('assertProfileComplete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('throws 403 PROFILE_INCOMPLETE naming the missing fields, then passes once they are filled', async () => {
    const { user } = await registerMember(t.app);
    const error = await assertProfileComplete(t.db, user.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 403, reason: 'PROFILE_INCOMPLETE' });
    expect((error as AppError).errors?.map((e) => e.field)).toEqual([
      'first_name',
      'bank_currency_information_id',
      'bank_no',
      'DOB',
      'gender',
      'register_channal_id',
    ]);
    await t.db.query(
      `UPDATE users SET first_name = 'Somchai', bank_no = '1234567890', dob = '1990-05-01', gender = 'male',
         bank_currency_information_id = (SELECT min(id) FROM banks),
         register_channel_id = (SELECT min(id) FROM register_channels) WHERE id = $1`,
      [user.id],
    );
    await expect(t.db.transaction((tx) => assertProfileComplete(tx, user.id))).resolves.toBeUndefined();
  });
});
