import { z } from '../zod-config';
import { defineEndpoint } from '../endpoint';
import { listQuery, noQuery, paginated, queryFlag, queryId } from '../query';
import { LANGUAGE_CODES } from '../locales';
import {
  BankCurrencyInformation,
  ContactChannel,
  Country,
  Currency,
  CurrencyLanguage,
  Language,
  RegisterChannel,
  SecurityQuestion,
} from '../entities/reference';
import {
  CustomFunction,
  GeneralConfig,
  GlobalConfig,
  PageGroup,
  PasswordConfig,
  PwaConfig,
  RefCodeCheck,
  ScriptTagConfig,
  SeoConfig,
  StickyConfig,
  SystemConfig,
} from '../entities/config';
import { LoginRequest, LogoutResult, Registration } from '../entities/auth';
import { LoginResult } from '../account-security';
import { AuthenticatedUser } from '../entities/user';

export const languageFind = defineEndpoint({
  service: 'language',
  scope: 'pb',
  method: 'find',
  summary: 'Languages on offer; the site asks for is_member=1 sorted by is_default.',
  query: listQuery(['is_default', 'id', 'code'], {
    is_member: queryFlag.optional(),
    code: z.enum(LANGUAGE_CODES).optional(),
  }),
  response: paginated(Language),
});

export const currencyFind = defineEndpoint({
  service: 'currency',
  scope: 'pb',
  method: 'find',
  summary: 'Currencies a member can register in, sorted by code.',
  query: listQuery(['code', 'id'], { is_crypto: queryFlag.optional() }),
  response: paginated(Currency),
});

export const currencyLanguageFind = defineEndpoint({
  service: 'currency-language',
  scope: 'pb',
  method: 'find',
  summary: 'Which currency is offered in which language.',
  query: listQuery(['id'], { currency_id: queryId.optional(), language_id: queryId.optional() }),
  response: paginated(CurrencyLanguage),
});

export const countryFind = defineEndpoint({
  service: 'country-information',
  scope: 'pb',
  method: 'find',
  summary: 'Countries for the phone country code, sorted by name.',
  query: listQuery(['country_name', 'country_code'], { country_code: z.string().length(2).optional() }),
  response: paginated(Country),
});

export const globalConfigFind = defineEndpoint({
  service: 'global-config',
  scope: 'pb',
  method: 'find',
  summary: 'Brand-wide switches: template colour, money format, profile and register options.',
  query: noQuery,
  response: paginated(GlobalConfig),
});

export const pwaConfigFind = defineEndpoint({
  service: 'pwa-config',
  scope: 'pb',
  method: 'find',
  summary: "The installable phone shell's name, colours and icons (its web manifest).",
  query: noQuery,
  response: paginated(PwaConfig),
});

export const systemConfigFind = defineEndpoint({
  service: 'system-config',
  scope: 'pb',
  method: 'find',
  summary: 'Site identity for one language.',
  query: z.strictObject({ language_id: queryId }),
  response: paginated(SystemConfig),
});

export const generalConfigFind = defineEndpoint({
  service: 'general-config',
  scope: 'pb',
  method: 'find',
  summary: 'Validation parameters (username and phone lengths, minimum age, defaults).',
  query: noQuery,
  response: paginated(GeneralConfig),
});

export const stickyConfigFind = defineEndpoint({
  service: 'sticky-config',
  scope: 'pb',
  method: 'find',
  summary: 'Floating shortcut buttons.',
  query: noQuery,
  response: paginated(StickyConfig),
});

export const customFunctionFind = defineEndpoint({
  service: 'custom-function',
  scope: 'pb',
  method: 'find',
  summary: 'Feature switches: config list, privileges, register type, footer and announcements.',
  query: z.strictObject({ page_show_list: z.string().max(64).optional(), language_id: queryId.optional() }),
  response: paginated(CustomFunction),
});

export const contactChannelFind = defineEndpoint({
  service: 'contact-channel',
  scope: 'pb',
  method: 'find',
  summary: 'Support channels; the site shows only the default one.',
  query: listQuery(['id'], { is_default: queryFlag.optional() }),
  response: paginated(ContactChannel),
});

export const seoConfigFind = defineEndpoint({
  service: 'seo-config',
  scope: 'pb',
  method: 'find',
  summary:
    "Title, description and Open Graph tags for one language and page group (the group's row over the language's default row; no page_name: the default row).",
  query: z.strictObject({ language_id: queryId, page_name: PageGroup.optional() }),
  response: paginated(SeoConfig),
});

export const scriptTagConfigFind = defineEndpoint({
  service: 'script-tag-config',
  scope: 'pb',
  method: 'find',
  summary: 'Operator script and meta snippets for one page group.',
  query: z.strictObject({ page_name: z.string().min(1).max(64) }),
  response: paginated(ScriptTagConfig),
});

export const passwordConfigFind = defineEndpoint({
  service: 'password-config',
  scope: 'pb',
  method: 'find',
  summary: 'Password rules for one language (minimum length 6 or 8).',
  query: z.strictObject({ language_id: queryId }),
  response: paginated(PasswordConfig),
});

export const checkRefcodeGet = defineEndpoint({
  service: 'check-refcode',
  scope: 'pb',
  method: 'get',
  summary: 'Whether a referral code belongs to a member.',
  response: RefCodeCheck,
});

export const securityQuestionFind = defineEndpoint({
  service: 'security-question',
  scope: 'pb',
  method: 'find',
  summary: 'Security questions in one language.',
  query: listQuery(['id'], { language_id: queryId, id: queryId.optional() }),
  response: paginated(SecurityQuestion),
});

export const registerChannelFind = defineEndpoint({
  service: 'user-register-channal',
  scope: 'pb',
  method: 'find',
  summary: 'How a member heard of the site, in one language.',
  query: listQuery(['id'], { language_id: queryId, id: queryId.optional() }),
  response: paginated(RegisterChannel),
});

export const bankFind = defineEndpoint({
  service: 'bank-currency-information',
  scope: 'pb',
  method: 'find',
  summary: 'Banks for one currency.',
  query: listQuery(['bank_name', 'id'], {
    currency_id: queryId,
    language_id: queryId.optional(),
    bank_currency_information_id: queryId.optional(),
  }),
  response: paginated(BankCurrencyInformation),
});

export const register = defineEndpoint({
  service: 'users-register',
  scope: 'pb',
  method: 'create',
  summary: 'Register a member; creates the main wallet in the chosen currency.',
  body: Registration,
  response: AuthenticatedUser,
});

export const login = defineEndpoint({
  service: 'authentication',
  scope: 'pb',
  method: 'create',
  summary:
    'Log in with the local strategy; sets the {web_name}.jwt cookie, or asks for a two-factor code (no session yet).',
  body: LoginRequest,
  response: LoginResult,
});

export const logout = defineEndpoint({
  service: 'authentication',
  scope: 'pb',
  method: 'remove',
  id: 'none',
  summary: 'Log out: ends the session and clears the cookie.',
  response: LogoutResult,
});
