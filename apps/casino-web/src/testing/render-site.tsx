import { render } from '@testing-library/react';
import { ws } from 'msw';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { mockEndpoint, notAuthenticated } from '@casino/api-client/testing';
import { setupMswServer as setupSharedMswServer } from '@casino/api-client/testing/vitest';
import { memberApi, PRIVILEGES, privilegesApi, publicApi } from '@casino/contracts';
import type { CustomFunction, GlobalConfig, Privilege } from '@casino/contracts';
import * as engagementApi from '@casino/contracts/engagement';
import { gamesLobbyHandlers } from '@casino/games-launch/testing';
import { createI18n } from '@casino/i18n';
import { createAppContext, AppProviders, type SiteRoutes } from '@casino/site-shell';
import { createSiteRoutes } from '../app/routes';
import * as fixtures from './fixtures';

/** The shared MSW server per test file, with the member websocket always answered. */
export function setupMswServer() {
  // A logged-in member's site opens the member websocket; here it connects and stays quiet.
  const memberSocket = ws.link('*/gapi/mb/ws').addEventListener('connection', () => undefined);
  return setupSharedMswServer(memberSocket);
}

export interface SiteScenario {
  loggedIn?: boolean;
  customFunction?: Partial<CustomFunction>;
  globalConfig?: Partial<GlobalConfig>;
  pointDisplay?: boolean;
  /** The member's own privileges (check-privilege-member); all of them unless given. */
  privileges?: readonly Privilege[];
}

/** The public site data every page reads, and the session probe (anonymous unless `loggedIn`). */
export function siteHandlers({
  loggedIn = false,
  customFunction = {},
  globalConfig = {},
  pointDisplay = true,
  privileges = PRIVILEGES,
}: SiteScenario = {}) {
  return [
    mockEndpoint(publicApi.languageFind, () => fixtures.list(fixtures.languages)),
    mockEndpoint(publicApi.globalConfigFind, () =>
      fixtures.list([{ ...fixtures.globalConfig, ...globalConfig }]),
    ),
    mockEndpoint(publicApi.systemConfigFind, ({ query }) =>
      fixtures.list([fixtures.systemConfig(Number(query['language_id']))]),
    ),
    mockEndpoint(publicApi.seoConfigFind, ({ query }) =>
      fixtures.list([fixtures.seoConfig(Number(query['language_id']))]),
    ),
    mockEndpoint(publicApi.scriptTagConfigFind, ({ query }) =>
      fixtures.list([fixtures.scriptTagConfig(String(query['page_name']))]),
    ),
    mockEndpoint(publicApi.customFunctionFind, () =>
      fixtures.list([fixtures.customFunction(customFunction)]),
    ),
    // What the register form reads.
    mockEndpoint(publicApi.generalConfigFind, () => fixtures.list([fixtures.registrationData.generalConfig])),
    mockEndpoint(publicApi.passwordConfigFind, ({ query }) =>
      fixtures.list([fixtures.registrationData.passwordConfig(Number(query['language_id']))]),
    ),
    mockEndpoint(publicApi.countryFind, () => fixtures.list([fixtures.registrationData.country])),
    mockEndpoint(publicApi.currencyFind, () => fixtures.list([fixtures.registrationData.currency])),
    mockEndpoint(memberApi.profileFind, () =>
      loggedIn ? fixtures.list([fixtures.member]) : notAuthenticated(),
    ),
    mockEndpoint(memberApi.walletFind, () =>
      loggedIn ? fixtures.list([fixtures.wallet(pointDisplay)]) : notAuthenticated(),
    ),
    mockEndpoint(privilegesApi.checkPrivilegeMemberFind, () =>
      loggedIn ? { privilege: [...privileges] } : notAuthenticated(),
    ),
    // The home page's game lobby.
    ...gamesLobbyHandlers(),
    // The default layout's engagement layer, after the first paint: no pop-ups, no first login.
    mockEndpoint(engagementApi.notificationModalFind, () => fixtures.list([])),
    mockEndpoint(engagementApi.usersFirstLoginFind, () =>
      loggedIn ? { first_login: false } : notAuthenticated(),
    ),
    mockEndpoint(engagementApi.triggerAllowanceFind, () => ({ is_active: 1 as const })),
    mockEndpoint(publicApi.contactChannelFind, () => fixtures.list([])),
  ];
}

export interface RenderSiteOptions {
  /**
   * Read the session hint cookie as the site does. By default the session probe always asks, and the
   * msw answers (`siteHandlers({ loggedIn })`) decide who is logged in.
   */
  sessionHintCookie?: boolean;
}

/** Renders the whole site at a path, as the browser would (memory history). */
export async function renderSite(
  path: string,
  libraries?: readonly SiteRoutes[],
  { sessionHintCookie = false }: RenderSiteOptions = {},
) {
  const i18n = await createI18n({ language: 'en', namespaces: ['common', 'auth', 'validation', 'errors'] });
  const context = createAppContext({
    webName: __BRAND__.web_name,
    ...(sessionHintCookie ? {} : { mayHaveSession: () => true }),
  });
  const { routes, siteMap } = createSiteRoutes(libraries);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders context={context} i18n={i18n} timeZone={__BRAND__.time_zone}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, context, router, i18n, siteMap };
}
