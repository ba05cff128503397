import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createAppContext } from './app-context';
import { AppProviders } from './providers';
import { createSiteRoutes } from './routes';

export function App({ i18n }: { i18n: I18n }) {
  const [context] = useState(() => createAppContext());
  const [router] = useState(() => createBrowserRouter(createSiteRoutes().routes));
  return (
    <AppProviders context={context} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
