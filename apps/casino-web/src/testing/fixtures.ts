import {
  buildCountry,
  buildCurrency,
  buildCustomFunction,
  buildGeneralConfig,
  buildGlobalConfig,
  buildMember,
  buildPasswordConfig,
  buildWallet,
} from '@casino/api-client/testing';
import type {
  CustomFunction,
  Language,
  ScriptTagConfig,
  SeoConfig,
  SystemConfig,
  Wallet,
} from '@casino/contracts';

export { list } from '@casino/api-client/testing';

export const languages: Language[] = [
  { id: 1, code: 'en', name: 'English', native_name: 'English', is_default: true, is_member: true },
  { id: 2, code: 'th', name: 'Thai', native_name: 'ไทย', is_default: false, is_member: true },
  { id: 3, code: 'jp', name: 'Japanese', native_name: '日本語', is_default: false, is_member: true },
];

export const globalConfig = buildGlobalConfig({ template_color: '#aa2233' });

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
  page_name: 'default',
  title: `SEO title ${languageId}`,
  metadata: `keywords ${languageId}`,
  OG_title: `OG title ${languageId}`,
  OG_image: `https://cdn.example.test/og-${languageId}.png`,
  description: `Description ${languageId}`,
});

/** A page group's script tags; empty unless a test gives snippets. */
export const scriptTagConfig = (
  pageName: string,
  snippets: Partial<ScriptTagConfig> = {},
): ScriptTagConfig => ({
  id: 1,
  page_name: pageName,
  header: '',
  body: '',
  footer: '',
  meta_header: '',
  meta_body: '',
  meta_footer: '',
  ...snippets,
});

export const customFunction = (overrides: Partial<CustomFunction> = {}): CustomFunction =>
  buildCustomFunction({
    footer_data: {
      about: 'About the test casino',
      links: [{ label: 'Blog', href: 'https://blog.example.test' }],
      payment_logos: [],
      copyright: '© Test Casino',
    },
    ...overrides,
  });

export const member = buildMember({
  id: 3,
  username: '0899999999',
  phone: '0899999999',
  ref_code: 'R3',
  createdAt: '2026-11-21T00:00:00.000Z',
});

export const wallet = (isDisplay = true): Wallet =>
  buildWallet({
    id: 1,
    balance: '1250.00',
    pointData: { point: 0, badge_point: 0, is_display: isDisplay },
  });

export const registrationData = {
  generalConfig: buildGeneralConfig(),
  passwordConfig: (languageId: number) => buildPasswordConfig({ language_id: languageId, max_length: 32 }),
  country: buildCountry(),
  currency: buildCurrency(),
};
