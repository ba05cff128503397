import type {
  AuthenticatedUser,
  Country,
  Currency,
  GeneralConfig,
  GlobalConfig,
  PasswordConfig,
  Wallet,
} from '@casino/contracts';

export function list<T>(data: T[]) {
  return { total: data.length, limit: 20, skip: 0, data };
}

export const thb: Currency = {
  id: 1,
  code: 'THB',
  name: 'Thai baht',
  symbol: 'B',
  is_following: false,
  enable_decimal: false,
  is_crypto: false,
  scale: 2,
};

export const thailand: Country = {
  id: 1,
  country_code: 'TH',
  country_name: 'Thailand',
  dial_code: '+66',
  phone_min_length: 9,
  phone_max_length: 10,
  is_default: true,
};

export const generalConfig: GeneralConfig = {
  username_min_length: 9,
  username_max_length: 15,
  login_phone_min_length: 9,
  default_country_code: 'TH',
  default_currency_code: 'THB',
  minimum_age: 18,
};

export const globalConfig: GlobalConfig = {
  template_color: '#0b7a3b',
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

export const passwordConfig: PasswordConfig = {
  language_id: 1,
  min_length: 6,
  max_length: 64,
  require_lowercase: true,
  require_uppercase: true,
  require_digit: true,
};

export const member: AuthenticatedUser = {
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

export const emptyWallet: Wallet = {
  id: 5,
  balance: '0.00',
  cashback: '0.00',
  rebate: '0.00',
  affiliate: '0.00',
  currency: { id: 1, code: 'THB', symbol: 'B', is_following: false, enable_decimal: false },
  pointData: { point: 0, badge_point: 0, is_display: true },
  turn_deposit: '0.00',
  turn_deposit_target: '0.00',
};

export const indonesia: Country = {
  id: 2,
  country_code: 'ID',
  country_name: 'Indonesia',
  dial_code: '+62',
  phone_min_length: 9,
  phone_max_length: 12,
  is_default: false,
};

export const myr: Currency = { ...thb, id: 2, code: 'MYR', name: 'Malaysian ringgit', symbol: 'RM' };
export const usdt: Currency = { ...thb, id: 3, code: 'USDT', name: 'Tether', symbol: '₮', is_crypto: true };

export const english = {
  id: 1,
  code: 'en' as const,
  name: 'English',
  native_name: 'English',
  is_default: true,
  is_member: true,
};

export function authResult(token: string, user: AuthenticatedUser = member) {
  return {
    accessToken: token,
    authentication: { strategy: 'local' as const, expiresAt: '2026-12-21T00:00:00.000Z' },
    user,
  };
}
