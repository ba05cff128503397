import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { readFirstReplies } from '@casino/api-client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createAppContext } from '@casino/site-shell';
import { ROUTER_BASENAME } from '../base-path';
import { createMobileRoutes } from './routes';

export function App({ i18n }: { i18n: I18n }) {
  const [context] = useState(() =>
    createAppContext({ webName: __BRAND__.web_name, firstReplies: readFirstReplies() }),
  );
  const [router] = useState(() =>
    createBrowserRouter(createMobileRoutes().routes, { basename: ROUTER_BASENAME }),
  );
  return (
    <AppProviders context={context} i18n={i18n} timeZone={__BRAND__.time_zone}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
