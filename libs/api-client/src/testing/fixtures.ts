import {
  AuthenticatedUser,
  Country,
  Currency,
  CustomFunction,
  GeneralConfig,
  GlobalConfig,
  Language,
  PasswordConfig,
  Wallet,
} from '@casino/contracts';
import type { Promotion } from '@casino/contracts/promotions';

/*
 * Contract-shaped fixtures the web libraries share. Each builder starts from a plain Thai member on
 * a THB site and parses the result with the contract schema, so a fixture that drifts from the API
 * fails where it is built rather than deep inside a component test.
 */

/** A page of a Feathers-style list reply. */
export function listPage<T>(data: T[], { limit = 20, total = data.length } = {}) {
  return { total, limit, skip: 0, data };
}

/** `list(data, total?)` for a library whose queries ask for pages of `limit` rows. */
export function listWithLimit(limit: number) {
  return <T>(data: T[], total = data.length) => listPage(data, { limit, total });
}

/** A list reply in pages of 20, the server's default. */
export const list = listWithLimit(20);

/** A member who has just registered: no name, bank account or email yet. */
export function buildMember(overrides: Partial<AuthenticatedUser> = {}): AuthenticatedUser {
  return AuthenticatedUser.parse({
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
    ...overrides,
  });
}

/** A member past profile step 2: a name and a bank account. */
export function buildCompleteMember(overrides: Partial<AuthenticatedUser> = {}): AuthenticatedUser {
  return buildMember({
    first_name: 'Somchai',
    last_name: 'Jaidee',
    full_name: 'Somchai Jaidee',
    bank_no: '1234567890',
    bank_currency_information_id: 1,
    ...overrides,
  });
}

/** The wallet's short form of the THB currency. */
export const thbWalletCurrency = {
  id: 1,
  code: 'THB',
  symbol: 'B',
  is_following: false,
  enable_decimal: false,
} as const satisfies Wallet['currency'];

/** An empty THB wallet with its points shown. */
export function buildWallet(overrides: Partial<Wallet> = {}): Wallet {
  return Wallet.parse({
    id: 5,
    balance: '0.00',
    cashback: '0.00',
    rebate: '0.00',
    affiliate: '0.00',
    bonus: '0.00',
    currency: thbWalletCurrency,
    pointData: { point: 0, badge_point: 0, is_display: true },
    turn_deposit: '0.00',
    turn_deposit_target: '0.00',
    ...overrides,
  });
}

export function buildCurrency(overrides: Partial<Currency> = {}): Currency {
  return Currency.parse({
    id: 1,
    code: 'THB',
    name: 'Thai baht',
    symbol: 'B',
    is_following: false,
    enable_decimal: false,
    is_crypto: false,
    scale: 2,
    ...overrides,
  });
}

export function buildCountry(overrides: Partial<Country> = {}): Country {
  return Country.parse({
    id: 1,
    country_code: 'TH',
    country_name: 'Thailand',
    dial_code: '+66',
    phone_min_length: 9,
    phone_max_length: 10,
    is_default: true,
    ...overrides,
  });
}

/** English, the site's default language. */
export function buildLanguage(overrides: Partial<Language> = {}): Language {
  return Language.parse({
    id: 1,
    code: 'en',
    name: 'English',
    native_name: 'English',
    is_default: true,
    is_member: true,
    ...overrides,
  });
}

export function buildGeneralConfig(overrides: Partial<GeneralConfig> = {}): GeneralConfig {
  return GeneralConfig.parse({
    username_min_length: 9,
    username_max_length: 15,
    login_phone_min_length: 9,
    default_country_code: 'TH',
    default_currency_code: 'THB',
    minimum_age: 18,
    ...overrides,
  });
}

/** A site with every optional profile and tracking feature off, and no mobile site. */
export function buildGlobalConfig(overrides: Partial<GlobalConfig> = {}): GlobalConfig {
  return GlobalConfig.parse({
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
    dev_tools: false,
    mobile_url: null,
    ...overrides,
  });
}

export function buildPasswordConfig(overrides: Partial<PasswordConfig> = {}): PasswordConfig {
  return PasswordConfig.parse({
    language_id: 1,
    min_length: 6,
    max_length: 64,
    require_lowercase: true,
    require_uppercase: true,
    require_digit: true,
    ...overrides,
  });
}

/** Phone registration, banks on, no announcements or footer content. */
export function buildCustomFunction(overrides: Partial<CustomFunction> = {}): CustomFunction {
  return CustomFunction.parse({
    configList: [],
    announcement_data: [],
    privilege: [],
    register_type: 'phone',
    bank_status: true,
    footer_data: { about: '', links: [], payment_logos: [], copyright: '' },
    freestyle_data: null,
    should_iframe_redirect: false,
    ...overrides,
  });
}

/** A promotion as the promotions list gives it: a running deposit bonus, ending in three days. */
export function buildPromotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 1,
    code: 'welcome-100-thb',
    category_id: 1,
    category_name: 'New members',
    layout_position: 'home',
    sort_order: 0,
    currency_id: 1,
    type: 'deposit_turnover',
    title: 'Welcome bonus 100%',
    description: 'Double your first deposit with a 100% bonus.',
    articles: [{ title: 'Terms', body: 'Play the turnover shown before you withdraw.' }],
    bonus_percent: 100,
    bonus_amount: null,
    bonus_cap: '1000.00',
    min_deposit: '100.00',
    turnover_multiplier: 5,
    start_at: '2025-01-01T00:00:00.000Z',
    end_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    member_status: null,
    ...overrides,
  };
}
