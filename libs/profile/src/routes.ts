import type { RouteObject } from 'react-router';

type Lazy = NonNullable<RouteObject['lazy']>;

const profilePage = {
  path: 'profile' as const,
  nav: 'profile' as const,
  lazy: (async () => ({ Component: (await import('./pages/profile-page')).ProfilePage })) satisfies Lazy,
};

/** This library's pages in the shape the shell composes (`SiteRoutes`): `/{lang}/setting/profile`. */
export const profileSiteRoutes = {
  setting: [profilePage],
};
