import type { SiteRoutes } from './site-routes';

/**
 * This issue's pages, in the same shape a domain library exports: lazy, so each is its own chunk and the
 * home route's first load stays small. (The auth screens' components come from @casino/auth; the shell
 * frames them as pages until that library exports its own `SiteRoutes`.)
 */
export const shellPages: SiteRoutes = {
  default: [
    {
      path: 'register',
      lazy: async () => ({ Component: (await import('../pages/register-page')).RegisterPage }),
    },
  ],
  'no-footer': [
    { path: 'login', lazy: async () => ({ Component: (await import('../pages/login-page')).LoginPage }) },
  ],
};
