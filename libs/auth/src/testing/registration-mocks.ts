import type { SetupServer } from 'msw/node';
import { buildCustomFunction, mockEndpoint } from '@casino/api-client/testing';
import { publicApi } from '@casino/contracts';
import type { CustomFunction, GlobalConfig } from '@casino/contracts';
import {
  generalConfig,
  globalConfig,
  indonesia,
  list,
  myr,
  passwordConfig,
  thailand,
  thb,
  usdt,
} from './fixtures';

/** The register page's register_type and the five reads the register form waits for, with two countries and one crypto currency to leave out. */
export function mockRegistrationOptions(
  server: Pick<SetupServer, 'use'>,
  global: Partial<GlobalConfig> = {},
  registerType: CustomFunction['register_type'] = 'phone',
) {
  server.use(
    mockEndpoint(publicApi.customFunctionFind, () =>
      list([buildCustomFunction({ register_type: registerType })]),
    ),
    mockEndpoint(publicApi.generalConfigFind, () => list([generalConfig])),
    mockEndpoint(publicApi.globalConfigFind, () => list([{ ...globalConfig, ...global }])),
    mockEndpoint(publicApi.passwordConfigFind, () => list([passwordConfig])),
    mockEndpoint(publicApi.countryFind, () => list([indonesia, thailand])),
    mockEndpoint(publicApi.currencyFind, () => list([myr, thb, usdt])),
  );
}
