import type { RouteObject } from 'react-router';
import { Outlet, useParams } from 'react-router';
import { isLanguageCode } from '@casino/contracts';
import { ErrorPage } from '../pages/error-page';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RegisterPage } from '../pages/register-page';
import { RootLayout } from './root-layout';

/**
 * The routing table, once per language: every page at `/{lang}/...` and, for the default language, at the
 * same path without a prefix (`prefix_and_default`). Later issues add their pages to `pages()`.
 */
function pages(): RouteObject[] {
  return [
    { index: true, element: <HomePage /> },
    { path: 'login', element: <LoginPage /> },
    { path: 'register', element: <RegisterPage /> },
  ];
}

/** `/:lang` also matches `/anything`: only real language codes get the pages, the rest is a 404. */
function LanguageGate() {
  const { lang } = useParams();
  return isLanguageCode(lang) ? <Outlet /> : <NotFoundPage />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { path: '/', children: pages() },
      {
        path: '/:lang',
        element: <LanguageGate />,
        children: [...pages(), { path: '*', element: <NotFoundPage /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
