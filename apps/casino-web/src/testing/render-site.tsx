import { render } from '@testing-library/react';
import { ws } from 'msw';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { mockEndpoint, notAuthenticated } from '@casino/api-client/testing';
import { setupMswServer as setupSharedMswServer } from '@casino/api-client/testing/vitest';
import { memberApi, publicApi } from '@casino/contracts';
import type { CustomFunction } from '@casino/contracts';
import { gamesLobbyHandlers } from '@casino/games-launch/testing';
import { createI18n } from '@casino/i18n';
import { createAppContext } from '../app/app-context';
import { AppProviders } from '../app/providers';
import { createSiteRoutes } from '../app/routes';
import type { SiteRoutes } from '../routing/site-routes';
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
  pointDisplay?: boolean;
}

/** The public site data every page reads, and the session probe (anonymous unless `loggedIn`). */
export function siteHandlers({
  loggedIn = false,
  customFunction = {},
  pointDisplay = true,
}: SiteScenario = {}) {
  return [
    mockEndpoint(publicApi.languageFind, () => fixtures.list(fixtures.languages)),
    mockEndpoint(publicApi.globalConfigFind, () => fixtures.list([fixtures.globalConfig])),
    mockEndpoint(publicApi.systemConfigFind, ({ query }) =>
      fixtures.list([fixtures.systemConfig(Number(query['language_id']))]),
    ),
    mockEndpoint(publicApi.seoConfigFind, ({ query }) =>
      fixtures.list([fixtures.seoConfig(Number(query['language_id']))]),
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
    // The home page's game lobby.
    ...gamesLobbyHandlers(),
  ];
}

/** Renders the whole site at a path, as the browser would (memory history). */
export async function renderSite(path: string, libraries?: readonly SiteRoutes[]) {
  const i18n = await createI18n({ language: 'en', namespaces: ['common', 'auth', 'validation', 'errors'] });
  const context = createAppContext();
  const { routes, siteMap } = createSiteRoutes(libraries);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders context={context} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, context, router, i18n, siteMap };
}
