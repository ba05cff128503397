import { describe, expect, it } from 'vitest';
import { banks, globalConfig } from '../testing/fixtures';
import { detailsSchema, isWalletAddressFor, toProfileUpdate, type DetailsValues } from './details-schema';

const today = new Date('2026-11-21T12:00:00Z');
const filled: DetailsValues = {
  first_name: 'Somchai',
  last_name: 'Jaidee',
  gender: '',
  dob_day: '',
  dob_month: '',
  dob_year: '',
  line_id: '',
  security_question_id: '',
  security_answer: '',
  register_channal_id: '',
  email: '',
  payout: 'bank',
  bank_currency_information_id: '3',
  bank_no: '1234567890',
  crypto_network: '',
  wallet_address: '',
};

function errorsOf(
  values: Partial<DetailsValues>,
  switches: Partial<typeof globalConfig> = {},
  payoutLocked = false,
) {
  const result = detailsSchema({
    switches: { ...globalConfig, ...switches },
    banks,
    payoutLocked,
    today,
  }).safeParse({
    ...filled,
    ...values,
  });
  return Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);
}

describe('step 2 rules', () => {
  it('accepts names and a bank account of the bank length', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('requires first and last name', () => {
    expect(errorsOf({ first_name: ' ', last_name: '' })).toEqual({
      first_name: 'required',
      last_name: 'required',
    });
  });

  it('requires DOB, gender, channel and email only when the global config turns them on', () => {
    expect(errorsOf({})).toEqual({});
    expect(
      errorsOf(
        {},
        { profile_dob: true, profile_gender: true, profile_register_channel: true, email_required: true },
      ),
    ).toEqual({
      dob_day: 'required',
      gender: 'required',
      register_channal_id: 'required',
      email: 'required',
    });
  });

  it('takes a real date of a member over 18', () => {
    expect(errorsOf({ dob_day: '30', dob_month: '2', dob_year: '1990' })).toEqual({
      dob_day: 'invalid_date',
    });
    expect(errorsOf({ dob_day: '22', dob_month: '11', dob_year: '2008' })).toEqual({
      dob_day: 'invalid_age',
    });
    expect(errorsOf({ dob_day: '21', dob_month: '11', dob_year: '2008' })).toEqual({});
    expect(errorsOf({ dob_day: '5', dob_month: '', dob_year: '1990' })).toEqual({ dob_day: 'invalid_date' });
  });

  it('asks for the answer of a newly chosen security question, not of the one already answered', () => {
    expect(errorsOf({ security_question_id: '1' })).toEqual({ security_answer: 'required' });
    const kept = detailsSchema({
      switches: globalConfig,
      banks,
      payoutLocked: false,
      today,
      answeredQuestionId: '1',
    });
    expect(kept.safeParse({ ...filled, security_question_id: '1' }).success).toBe(true);
    expect(toProfileUpdate({ ...filled, security_question_id: '1' }, true)).toEqual({
      first_name: 'Somchai',
      last_name: 'Jaidee',
    });
    expect(toProfileUpdate({ ...filled, security_question_id: '1', security_answer: ' Rex ' }, true)).toEqual(
      {
        first_name: 'Somchai',
        last_name: 'Jaidee',
        security_question_id: 1,
        security_answer: 'Rex',
      },
    );
  });

  it("checks the bank, digits only and the bank's account lengths", () => {
    expect(errorsOf({ bank_currency_information_id: '' })).toEqual({
      bank_currency_information_id: 'invalid_bank',
    });
    expect(errorsOf({ bank_no: '12345abc90' })).toEqual({ bank_no: 'digits_only' });
    expect(errorsOf({ bank_no: '123456789' })).toEqual({
      bank_no: 'invalid_account_length|{"lengths":"10"}',
    });
    expect(errorsOf({ bank_currency_information_id: '4', bank_no: '1234567890123' })).toEqual({});
  });

  it("checks a wallet address against its network's format", () => {
    const crypto = { payout: 'crypto' as const, bank_currency_information_id: '', bank_no: '' };
    expect(errorsOf({ ...crypto })).toEqual({ crypto_network: 'required', wallet_address: 'required' });
    expect(
      errorsOf({ ...crypto, crypto_network: 'ERC20', wallet_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }),
    ).toEqual({
      wallet_address: 'invalid_wallet_address',
    });
    expect(
      errorsOf({
        ...crypto,
        crypto_network: 'ERC20',
        wallet_address: '0x52908400098527886e0f7030069857d2e4169ee7',
      }),
    ).toEqual({});
  });

  it('ignores payout fields once payout is set', () => {
    expect(errorsOf({ bank_currency_information_id: '', bank_no: '' }, {}, true)).toEqual({});
  });
});

describe('wallet formats', () => {
  it.each([
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', true],
    ['TRC20', '0x52908400098527886e0f7030069857d2e4169ee7', false],
    ['BEP20', '0x52908400098527886e0f7030069857d2e4169ee7', true],
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', true],
    ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', true],
    ['BTC', 'bc1Oinvalid', false],
  ] as const)('%s %s is %s', (network, address, valid) => {
    expect(isWalletAddressFor(network, address)).toBe(valid);
  });
});

describe('toProfileUpdate', () => {
  it('sends filled fields, the joined DOB and the chosen payout', () => {
    expect(
      toProfileUpdate(
        { ...filled, dob_day: '5', dob_month: '3', dob_year: '1990', line_id: ' line.me ' },
        false,
      ),
    ).toEqual({
      first_name: 'Somchai',
      last_name: 'Jaidee',
      DOB: '1990-03-05',
      line_id: 'line.me',
      bank_currency_information_id: 3,
      bank_no: '1234567890',
    });
  });

  it('leaves payout out once it is set', () => {
    expect(toProfileUpdate(filled, true)).toEqual({ first_name: 'Somchai', last_name: 'Jaidee' });
  });
});
