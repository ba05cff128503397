import type { SiteRoutes } from '@casino/site-shell';

/**
 * The shell's own pages, in the same shape a domain library exports: lazy, so each is its own chunk and
 * the home route's first load stays small.
 */
export const shellPages: SiteRoutes = {
  default: [
    {
      path: 'terms-and-conditions',
      lazy: async () => ({ Component: (await import('../pages/policy-page')).TermsPage }),
    },
    {
      path: 'privacy-policy',
      lazy: async () => ({ Component: (await import('../pages/policy-page')).PrivacyPage }),
    },
    {
      path: 'cookies-policy',
      lazy: async () => ({ Component: (await import('../pages/policy-page')).CookiesPage }),
    },
  ],
};
