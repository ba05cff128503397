import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import type { ApiClient } from '@casino/api-client';
import { SERVER_REGISTRATION_RULES, publicApi } from '@casino/contracts';
import { passwordMinLength } from '@casino/i18n';
import type {
  Country,
  Currency,
  GeneralConfig,
  GlobalConfig,
  LanguageCode,
  PasswordConfig,
  RegistrationRules,
} from '@casino/contracts';
import { authKeys } from '../session';

/** Everything the register form needs from the server before it can validate. */
export interface RegistrationOptions {
  general: GeneralConfig;
  global: GlobalConfig;
  password: PasswordConfig | undefined;
  countries: Country[];
  currencies: Currency[];
}

function first<T>(list: { data: T[] }, service: string): T {
  const item = list.data[0];
  if (item === undefined) throw new Error(`${service} answered an empty list`);
  return item;
}

export async function fetchRegistrationOptions(
  client: ApiClient,
  languageId: number,
): Promise<RegistrationOptions> {
  const [general, global, password, countries, currencies] = await Promise.all([
    client.find(publicApi.generalConfigFind, {}),
    client.find(publicApi.globalConfigFind, {}),
    client.find(publicApi.passwordConfigFind, { language_id: languageId }),
    client.find(publicApi.countryFind, { $sort: { country_name: 1 } }),
    client.find(publicApi.currencyFind, { $sort: { code: 1 }, is_crypto: '0' }),
  ]);
  return {
    general: first(general, 'general-config'),
    global: first(global, 'global-config'),
    password: password.data[0],
    countries: countries.data,
    currencies: currencies.data.filter((currency) => !currency.is_crypto),
  };
}

export function registrationOptionsQueryOptions(client: ApiClient, languageId: number) {
  return queryOptions({
    queryKey: authKeys.registrationRules(languageId),
    queryFn: () => fetchRegistrationOptions(client, languageId),
    staleTime: 5 * 60_000,
  });
}

export function useRegistrationOptions(languageId: number) {
  return useQuery(registrationOptionsQueryOptions(useApiClient(), languageId));
}

/**
 * Password rules by language (spec 5: 8 characters for id, my and zh, 6 elsewhere; a stricter
 * password-config wins), phone lengths by the chosen country, the server's defaults otherwise.
 */
export function registrationRulesFor(
  options: RegistrationOptions,
  countryCode: string,
  lang: LanguageCode,
): RegistrationRules {
  const country = options.countries.find((c) => c.country_code === countryCode);
  return {
    passwordMinLength: Math.max(
      passwordMinLength(lang),
      options.password?.min_length ?? SERVER_REGISTRATION_RULES.passwordMinLength,
    ),
    passwordMaxLength: options.password?.max_length ?? SERVER_REGISTRATION_RULES.passwordMaxLength,
    phoneMinLength: country?.phone_min_length ?? SERVER_REGISTRATION_RULES.phoneMinLength,
    phoneMaxLength: country?.phone_max_length ?? SERVER_REGISTRATION_RULES.phoneMaxLength,
  };
}
