import {
  buildCountry,
  buildCurrency,
  buildGeneralConfig,
  buildGlobalConfig,
  buildLanguage,
  buildMember,
  buildPasswordConfig,
  buildWallet,
} from '@casino/api-client/testing';
import type { AuthenticatedUser, Country, Currency } from '@casino/contracts';

export { list } from '@casino/api-client/testing';

export const thb = buildCurrency();
export const thailand = buildCountry();
export const generalConfig = buildGeneralConfig();
export const globalConfig = buildGlobalConfig();
export const passwordConfig = buildPasswordConfig();
export const member = buildMember();
export const emptyWallet = buildWallet();

export const indonesia: Country = buildCountry({
  id: 2,
  country_code: 'ID',
  country_name: 'Indonesia',
  dial_code: '+62',
  phone_max_length: 12,
  is_default: false,
});

export const myr: Currency = { ...thb, id: 2, code: 'MYR', name: 'Malaysian ringgit', symbol: 'RM' };
export const usdt: Currency = { ...thb, id: 3, code: 'USDT', name: 'Tether', symbol: '₮', is_crypto: true };

export const english = buildLanguage();

export function authResult(token: string, user: AuthenticatedUser = member) {
  return {
    accessToken: token,
    authentication: { strategy: 'local' as const, expiresAt: '2026-12-21T00:00:00.000Z' },
    user,
  };
}
