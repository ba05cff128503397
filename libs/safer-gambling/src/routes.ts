import type { RouteObject } from 'react-router';

type Lazy = NonNullable<RouteObject['lazy']>;

/**
 * This library's page in the shape the shell composes (`SiteRoutes`), a lazily loaded chunk. It is its own
 * entry point (`@casino/safer-gambling/routes`) and imports nothing else of the library at run time, so
 * the shell's first load carries only these few lines.
 */
export const saferGamblingSiteRoutes = {
  setting: [
    {
      path: 'safer-gambling' as const,
      nav: 'saferGambling' as const,
      lazy: (async () => ({
        Component: (await import('./pages/safer-gambling-page')).SaferGamblingPage,
      })) satisfies Lazy,
    },
  ],
};
