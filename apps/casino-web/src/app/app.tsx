import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createAppContext } from './app-context';
import { AppProviders } from './providers';
import { routes } from './routes';

export function App() {
  const [context] = useState(() => createAppContext());
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders context={context}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
