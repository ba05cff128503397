import { buildGlobalConfig, buildMember, listWithLimit } from '@casino/api-client/testing';
import type {
  ActiveStep,
  BankCurrencyInformation,
  OtpChallenge,
  VerificationStatus,
} from '@casino/contracts';

export const list = listWithLimit(10);

export const newMember = buildMember();

export function verification(overrides: Partial<VerificationStatus> = {}): VerificationStatus {
  return {
    phone: '0812345678',
    email: null,
    phone_verified: false,
    email_verified: false,
    otp_status: [
      { type_verified: 'sms', OTP_VERIFIED: false },
      { type_verified: 'email', OTP_VERIFIED: false },
    ],
    verify_state: 1,
    ...overrides,
  };
}

/** The three steps with the server's activation for a verification state. */
export function activeSteps(state: 1 | 2 | 3): ActiveStep[] {
  return ([1, 2, 3] as const).map((no) => ({
    step_no: no,
    name: `step ${no}`,
    is_active: no <= state,
    is_completed: no < state,
  }));
}

export const globalConfig = buildGlobalConfig({ template_color: '#1a73e8' });

export const banks: BankCurrencyInformation[] = [
  {
    id: 3,
    currency_id: 1,
    bank_code: 'KBANK',
    bank_name: 'Kasikorn Bank',
    logo_url: null,
    account_lengths: [10],
  },
  {
    id: 4,
    currency_id: 1,
    bank_code: 'GSB',
    bank_name: 'Government Savings Bank',
    logo_url: null,
    account_lengths: [12, 13],
  },
];

export function challenge(overrides: Partial<OtpChallenge> = {}): OtpChallenge {
  return {
    type_verified: 'sms',
    to: '08******78',
    otpReferenceCode: 'ABC123',
    otpResendAfter: 60,
    expiresOtpSms: new Date(Date.now() + 300_000).toISOString(),
    otpRepeatTime: 5,
    message: 'OTP sent',
    ...overrides,
  };
}
