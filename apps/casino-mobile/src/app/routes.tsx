import type { RouteObject } from 'react-router';
import { createShellRoutes, domainSiteRoutes, type SiteMap, type SiteRoutes } from '@casino/site-shell';
import { MobileLayout, NoFooterLayout, PageLoading, PlayGameLayout } from '../layouts/mobile-layout';
import { SettingIndexPage, SettingLayout } from '../layouts/setting-layout';
import { ErrorPage, NotFoundPage } from '../pages/status-pages';
import { HomePage } from '../pages/home-page';
import { MobileRootShell } from './root-shell';

/**
 * The phone shell: the same domain libraries' pages as casino-web, under the same paths, framed in the
 * phone layouts (top bar, bottom navigation, full-screen modals).
 */
export function createMobileRoutes(libraries: readonly SiteRoutes[] = domainSiteRoutes): {
  routes: RouteObject[];
  siteMap: SiteMap;
} {
  return createShellRoutes(libraries, {
    RootShell: MobileRootShell,
    DefaultLayout: MobileLayout,
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
