import type {
  AuthenticatedUser,
  Country,
  Currency,
  GeneralConfig,
  PasswordConfig,
  CustomFunction,
  GlobalConfig,
  Language,
  SeoConfig,
  SystemConfig,
  Wallet,
} from '@casino/contracts';

export const list = <T>(data: T[]) => ({ total: data.length, limit: 20, skip: 0, data });

export const languages: Language[] = [
  { id: 1, code: 'en', name: 'English', native_name: 'English', is_default: true, is_member: true },
  { id: 2, code: 'th', name: 'Thai', native_name: 'ไทย', is_default: false, is_member: true },
  { id: 3, code: 'jp', name: 'Japanese', native_name: '日本語', is_default: false, is_member: true },
];

export const globalConfig: GlobalConfig = {
  template_color: '#aa2233',
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

const siteNames: Record<number, string> = { 1: 'Test Casino', 2: 'คาสิโนทดสอบ', 3: 'テストカジノ' };

export const systemConfig = (languageId: number): SystemConfig => ({
  id: languageId,
  language_id: languageId,
  site_name: siteNames[languageId] ?? 'Test Casino',
  logo_url: '/logo.svg',
  maintenance: false,
  support_email: 'help@example.test',
});

export const seoConfig = (languageId: number): SeoConfig => ({
  id: languageId,
  language_id: languageId,
  title: `SEO title ${languageId}`,
  metadata: `keywords ${languageId}`,
  OG_title: `OG title ${languageId}`,
  OG_image: `https://cdn.example.test/og-${languageId}.png`,
  description: `Description ${languageId}`,
});

export const customFunction = (overrides: Partial<CustomFunction> = {}): CustomFunction => ({
  configList: [],
  announcement_data: [],
  privilege: [],
  register_type: 'phone',
  bank_status: true,
  footer_data: {
    about: 'About the test casino',
    links: [{ label: 'Blog', href: 'https://blog.example.test' }],
    payment_logos: [],
    copyright: '© Test Casino',
  },
  freestyle_data: null,
  should_iframe_redirect: false,
  ...overrides,
});

export const member: AuthenticatedUser = {
  id: 3,
  username: '0899999999',
  phone: '0899999999',
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
  ref_code: 'R3',
  subscribe_email: false,
  createdAt: '2026-11-21T00:00:00.000Z',
};

export const wallet = (isDisplay = true): Wallet => ({
  id: 1,
  balance: '1250.00',
  cashback: '0.00',
  rebate: '0.00',
  affiliate: '0.00',
  currency: { id: 1, code: 'THB', symbol: 'B', is_following: false, enable_decimal: false },
  pointData: { point: 0, badge_point: 0, is_display: isDisplay },
  turn_deposit: '0.00',
  turn_deposit_target: '0.00',
});

export const registrationData = {
  generalConfig: {
    username_min_length: 9,
    username_max_length: 15,
    login_phone_min_length: 9,
    default_country_code: 'TH',
    default_currency_code: 'THB',
    minimum_age: 18,
  } satisfies GeneralConfig,
  passwordConfig: (languageId: number): PasswordConfig => ({
    language_id: languageId,
    min_length: 6,
    max_length: 32,
    require_lowercase: true,
    require_uppercase: true,
    require_digit: true,
  }),
  country: {
    id: 1,
    country_code: 'TH',
    country_name: 'Thailand',
    dial_code: '+66',
    phone_min_length: 9,
    phone_max_length: 10,
    is_default: true,
  } satisfies Country,
  currency: {
    id: 1,
    code: 'THB',
    name: 'Thai baht',
    symbol: 'B',
    is_following: false,
    enable_decimal: false,
    is_crypto: false,
    scale: 2,
  } satisfies Currency,
};
