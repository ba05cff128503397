import type { RouteObject } from 'react-router';

type Lazy = NonNullable<RouteObject['lazy']>;

/**
 * This library's pages in the shape the shell composes (`SiteRoutes`), each a lazily loaded chunk. It is
 * its own entry point (`@casino/self-exclusion/routes`) and imports nothing else of the library at run
 * time, so the shell's first load carries only these few lines.
 */
export const selfExclusionSiteRoutes = {
  setting: [
    {
      path: 'take-a-break' as const,
      nav: 'takeABreak' as const,
      lazy: (async () => ({
        Component: (await import('./pages/take-a-break-page')).TakeABreakPage,
      })) satisfies Lazy,
    },
    {
      path: 'close-account' as const,
      nav: 'closeAccount' as const,
      lazy: (async () => ({
        Component: (await import('./pages/close-account-page')).CloseAccountPage,
      })) satisfies Lazy,
    },
  ],
};
