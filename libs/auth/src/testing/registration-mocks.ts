import type { SetupServer } from 'msw/node';
import { mockEndpoint } from '@casino/api-client/testing';
import { publicApi } from '@casino/contracts';
import type { GlobalConfig } from '@casino/contracts';
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

/** The five reads the register form waits for, with two countries and one crypto currency to leave out. */
export function mockRegistrationOptions(
  server: Pick<SetupServer, 'use'>,
  global: Partial<GlobalConfig> = {},
) {
  server.use(
    mockEndpoint(publicApi.generalConfigFind, () => list([generalConfig])),
    mockEndpoint(publicApi.globalConfigFind, () => list([{ ...globalConfig, ...global }])),
    mockEndpoint(publicApi.passwordConfigFind, () => list([passwordConfig])),
    mockEndpoint(publicApi.countryFind, () => list([indonesia, thailand])),
    mockEndpoint(publicApi.currencyFind, () => list([myr, thb, usdt])),
  );
}
