import type { RouteObject } from 'react-router';
import { createShellRoutes, domainSiteRoutes, type SiteMap, type SiteRoutes } from '@casino/site-shell';
import { DefaultLayout, NoFooterLayout, PageLoading } from '../layouts/default-layout';
import { PlayGameLayout } from '../layouts/play-game-layout';
import { SettingIndexPage, SettingLayout } from '../layouts/setting-layout';
import { ErrorPage } from '../pages/error-page';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { shellPages } from '../routing/shell-pages';
import { RootShell } from './root-shell';

/** Every library whose pages are on the site: the shell's own pages and the domain libraries'. */
export const siteLibraries: readonly SiteRoutes[] = [shellPages, ...domainSiteRoutes];

/** The site's routing table, framed in this shell's layouts (see site-shell's `createShellRoutes`). */
export function createSiteRoutes(libraries: readonly SiteRoutes[] = siteLibraries): {
  routes: RouteObject[];
  siteMap: SiteMap;
} {
  return createShellRoutes(libraries, {
    RootShell,
    DefaultLayout,
    NoFooterLayout,
    PlayGameLayout,
    SettingLayout,
    SettingIndexPage,
    HomePage,
    NotFoundPage,
    ErrorPage,
    PageLoading,
  });
}
