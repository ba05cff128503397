import type {
  ActiveStep,
  AuthenticatedUser,
  BankCurrencyInformation,
  GlobalConfig,
  OtpChallenge,
  VerificationStatus,
} from '@casino/contracts';

export function list<T>(data: T[], total = data.length) {
  return { total, limit: 10, skip: 0, data };
}

export const newMember: AuthenticatedUser = {
  id: 11,
  username: '0812345678',
  phone: '0812345678',
  country_code: 'TH',
  currency_id: 1,
  email: null,
  first_name: null,
  last_name: null,
  full_name: null,
  gender: null,
  DOB: null,
  bank_no: null,
  bank_currency_information_id: null,
  register_channal_id: null,
  ref_code: 'REF11',
  subscribe_email: false,
  createdAt: '2026-11-21T10:00:00.000Z',
};

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

export const globalConfig: GlobalConfig = {
  template_color: '#1a73e8',
  google_tag_management: null,
  google_analytic_id: null,
  hotjar_site_id: null,
  facebook_meta_pixel: [],
  profile_dob: false,
  profile_gender: false,
  profile_register_channel: false,
  register_with_email: false,
  email_required: false,
  money_format: 'full',
  fav_icon: null,
};

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
