import type { BrandConfig, LanguageCode } from '@casino/contracts';

/** Spec section 1: the 15 languages, English the default. */
export const LANGUAGES: { code: LanguageCode; name: string; native_name: string }[] = [
  { code: 'en', name: 'English', native_name: 'English' },
  { code: 'th', name: 'Thai', native_name: 'ไทย' },
  { code: 'id', name: 'Indonesian', native_name: 'Bahasa Indonesia' },
  { code: 'my', name: 'Malay', native_name: 'Bahasa Melayu' },
  { code: 'zh', name: 'Chinese', native_name: '中文' },
  { code: 'ko', name: 'Korean', native_name: '한국어' },
  { code: 'vn', name: 'Vietnamese', native_name: 'Tiếng Việt' },
  { code: 'hi', name: 'Hindi', native_name: 'हिन्दी' },
  { code: 'bd', name: 'Bengali', native_name: 'বাংলা' },
  { code: 'ph', name: 'Filipino', native_name: 'Filipino' },
  { code: 'pt', name: 'Portuguese', native_name: 'Português' },
  { code: 'br', name: 'Brazilian Portuguese', native_name: 'Português (Brasil)' },
  { code: 'jp', name: 'Japanese', native_name: '日本語' },
  { code: 'es', name: 'Spanish', native_name: 'Español' },
  { code: 'mm', name: 'Burmese', native_name: 'မြန်မာ' },
];

/**
 * The fiat currencies the platform knows. A site offers the currencies of its brand's currency's region
 * (royal-siam's baht comes with the ringgit; alpine-crown's euro alone), so a brand's registration form
 * lists no currency from the other side of the world.
 */
export const CURRENCIES = [
  {
    code: 'THB',
    region: 'southeast-asia',
    name: 'Thai Baht',
    symbol: '฿',
    is_following: false,
    enable_decimal: false,
    is_crypto: false,
    scale: 2,
  },
  {
    code: 'MYR',
    region: 'southeast-asia',
    name: 'Malaysian Ringgit',
    symbol: 'RM',
    is_following: false,
    enable_decimal: true,
    is_crypto: false,
    scale: 2,
  },
  {
    code: 'EUR',
    region: 'europe',
    name: 'Euro',
    symbol: '€',
    is_following: false,
    enable_decimal: true,
    is_crypto: false,
    scale: 2,
  },
];

/** Local phone number lengths in digits (with the trunk 0 where the country dials one). */
export const COUNTRIES: [code: string, name: string, dial: string, min: number, max: number][] = [
  ['TH', 'Thailand', '+66', 9, 10],
  ['MY', 'Malaysia', '+60', 9, 11],
  ['ID', 'Indonesia', '+62', 9, 13],
  ['VN', 'Vietnam', '+84', 9, 10],
  ['PH', 'Philippines', '+63', 10, 11],
  ['MM', 'Myanmar', '+95', 8, 11],
  ['KH', 'Cambodia', '+855', 8, 10],
  ['LA', 'Laos', '+856', 8, 11],
  ['SG', 'Singapore', '+65', 8, 8],
  ['IN', 'India', '+91', 10, 11],
  ['BD', 'Bangladesh', '+880', 10, 11],
  ['CN', 'China', '+86', 11, 11],
  ['KR', 'South Korea', '+82', 9, 11],
  ['JP', 'Japan', '+81', 10, 11],
  ['BR', 'Brazil', '+55', 10, 11],
  ['PT', 'Portugal', '+351', 9, 9],
  ['ES', 'Spain', '+34', 9, 9],
  ['AT', 'Austria', '+43', 10, 13],
  ['DE', 'Germany', '+49', 10, 12],
  ['US', 'United States', '+1', 10, 10],
  ['GB', 'United Kingdom', '+44', 10, 11],
];

/** Banks per currency code with their account number lengths in digits. */
export const BANKS: Record<string, [code: string, name: string, lengths: number[]][]> = {
  THB: [
    ['KBANK', 'Kasikornbank', [10]],
    ['SCB', 'Siam Commercial Bank', [10]],
    ['BBL', 'Bangkok Bank', [10]],
    ['KTB', 'Krungthai Bank', [10]],
    ['BAY', 'Bank of Ayudhya (Krungsri)', [10]],
    ['TTB', 'TMBThanachart Bank', [10]],
    ['GSB', 'Government Savings Bank', [12]],
    ['BAAC', 'Bank for Agriculture and Agricultural Cooperatives', [12]],
    ['KKP', 'Kiatnakin Phatra Bank', [10]],
    ['CIMBT', 'CIMB Thai Bank', [10]],
    ['UOBT', 'United Overseas Bank (Thai)', [10]],
    ['LHB', 'Land and Houses Bank', [10]],
    ['TISCO', 'TISCO Bank', [10]],
    ['GHB', 'Government Housing Bank', [12]],
  ],
  MYR: [
    ['MBB', 'Maybank', [12]],
    ['CIMB', 'CIMB Bank', [14]],
    ['PBB', 'Public Bank', [10]],
    ['RHB', 'RHB Bank', [14]],
    ['HLB', 'Hong Leong Bank', [11]],
    ['AMB', 'AmBank', [13]],
    ['BIMB', 'Bank Islam', [14]],
    ['BSN', 'Bank Simpanan Nasional', [16]],
    ['BKRM', 'Bank Rakyat', [12]],
    ['ABMB', 'Alliance Bank', [15]],
  ],
  // National account numbers (the IBAN's account part): Germany 10 digits, Austria 11, Spain 20, Portugal 21.
  EUR: [
    ['DEUTDE', 'Deutsche Bank', [10]],
    ['COBADE', 'Commerzbank', [10]],
    ['BKAUAT', 'UniCredit Bank Austria', [11]],
    ['GIBAAT', 'Erste Bank', [11]],
    ['BSCHES', 'Banco Santander', [20]],
    ['CAIXES', 'CaixaBank', [20]],
    ['CGDIPT', 'Caixa Geral de Depósitos', [21]],
    ['BCOMPT', 'Millennium bcp', [21]],
  ],
};

/**
 * One channel that works out of the box, the brand's (royal-siam's is LINE's page), a plain link that needs
 * no script, so a fresh site's contact button works offline too. Staff add their chat vendors (tawk.to, LiveChat,
 * Zendesk, Viber) with their real ids through `admin-cli contact save`: a placeholder id here would offer a
 * chat that cannot start, and widen the content security policy for it.
 */
export function contactChannels(brand: Pick<BrandConfig, 'contact'>) {
  const { code, name, link } = brand.contact;
  return [{ contact_code_name: code, name, contact_link: link, is_default: true }];
}

/** The site-wide switches; template_color starts as the brand's own colour until staff pick another. */
export const globalConfig = (brand: Pick<BrandConfig, 'colors'>) => ({
  template_color: brand.colors.brand,
  google_tag_management: null,
  google_analytic_id: null,
  hotjar_site_id: null,
  facebook_meta_pixel: [],
  profile_dob: true,
  profile_gender: true,
  profile_register_channel: true,
  register_with_email: false,
  email_required: false,
  money_format: 'full',
  fav_icon: null,
});

/** The served brand's currency and country are the ones a new member is offered first. */
export function generalConfig(brand: Pick<BrandConfig, 'currency' | 'country'>) {
  return {
    username_min_length: 9,
    username_max_length: 15,
    login_phone_min_length: 9,
    default_country_code: brand.country,
    default_currency_code: brand.currency.code,
    minimum_age: 18,
  };
}

export const STICKY_CONFIG = { is_active: false, items: [] };

/**
 * The privileges (domain features) are the brand's; the rest is shared by every brand.
 * should_iframe_redirect is per brand too (brand_settings, set by staff).
 */
export function customFunctionBase(brand: Pick<BrandConfig, 'features'>) {
  return {
    configList: ['Announcement', 'Personal Message'],
    privilege: brand.features,
    register_type: 'phone',
    bank_status: true,
    freestyle_data: null,
  };
}

/** Spec section 5: 8 characters for Indonesian, Malay and Chinese, 6 for the others. */
export const PASSWORD_MIN_LENGTH_8 = new Set<LanguageCode>(['id', 'my', 'zh']);
