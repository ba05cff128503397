import type { RouteObject } from 'react-router';

type Lazy = NonNullable<RouteObject['lazy']>;

/**
 * This library's pages in the shape the shell composes (`SiteRoutes`), each a lazily loaded chunk. It is
 * its own entry point (`@casino/memo/routes`) and imports nothing else of the library at run time, so the
 * shell's first load carries only these few lines.
 */
export const memoSiteRoutes = {
  setting: [
    {
      path: 'personal-message' as const,
      nav: 'personalMessage' as const,
      lazy: (async () => ({ Component: (await import('./pages/inbox-page')).InboxPage })) satisfies Lazy,
    },
    {
      path: 'personal-message/write-memo' as const,
      lazy: (async () => ({ Component: (await import('./pages/write-page')).WritePage })) satisfies Lazy,
    },
    {
      path: 'personal-message/:id?' as const,
      lazy: (async () => ({ Component: (await import('./pages/detail-page')).DetailPage })) satisfies Lazy,
    },
  ],
};
