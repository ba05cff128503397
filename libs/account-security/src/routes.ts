import type { RouteObject } from 'react-router';

type Lazy = NonNullable<RouteObject['lazy']>;

/**
 * The security page in the shape the shell composes (`SiteRoutes`), a lazily loaded chunk. Its own entry
 * point (`@casino/account-security/routes`): the shell's first load carries only these lines.
 */
export const accountSecuritySiteRoutes = {
  setting: [
    {
      path: 'security' as const,
      nav: 'security' as const,
      lazy: (async () => ({
        Component: (await import('./pages/security-page')).SecurityPage,
      })) satisfies Lazy,
    },
  ],
};
