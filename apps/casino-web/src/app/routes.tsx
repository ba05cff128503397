import type { RouteObject } from 'react-router';
import { Outlet, useParams } from 'react-router';
import { authSiteRoutes } from '@casino/auth';
import { isLanguageCode } from '@casino/contracts';
import { walletCashboxSiteRoutes } from '@casino/wallet-cashbox';
import { profileSiteRoutes } from '@casino/profile/routes';
import { gamesSiteRoutes } from '@casino/games-launch';
import { promotionsSiteRoutes } from '@casino/promotions/routes';
import { memoSiteRoutes } from '@casino/memo/routes';
import { questsSiteRoutes } from '@casino/quests/routes';
import { rewardsSiteRoutes } from '@casino/rewards/routes';
import { affiliateSiteRoutes } from '@casino/affiliate/routes';
import { DefaultLayout, NoFooterLayout, PageLoading } from '../layouts/default-layout';
import { PlayGameLayout } from '../layouts/play-game-layout';
import { SettingIndexPage, SettingLayout } from '../layouts/setting-layout';
import { ErrorPage } from '../pages/error-page';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { localeCookieRedirect } from '../routing/locale-redirect';
import { MemberGuard } from '../routing/member-guard';
import { SiteMapContext, type SiteMap } from '../routing/site-context';
import { collectPages, settingNavItems, toRouteObjects, type SiteRoutes } from '../routing/site-routes';
import { shellPages } from '../routing/shell-pages';
import { RootShell } from './root-shell';

/** Every library whose pages are on the site; a domain library adds its `SiteRoutes` export here. */
export const siteLibraries: readonly SiteRoutes[] = [
  shellPages,
  authSiteRoutes,
  walletCashboxSiteRoutes,
  profileSiteRoutes,
  gamesSiteRoutes,
  promotionsSiteRoutes,
  memoSiteRoutes,
  questsSiteRoutes,
  rewardsSiteRoutes,
  affiliateSiteRoutes,
];

/** `/:lang` also matches `/anything`: only real language codes get the pages, the rest is a 404. */
function LanguageGate() {
  const { lang } = useParams();
  if (isLanguageCode(lang)) return <Outlet />;
  return (
    <DefaultLayout>
      <NotFoundPage />
    </DefaultLayout>
  );
}

/** A page's failure shows the error page inside its layout, header and footer intact. */
function withErrorPage(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({ ...route, errorElement: <ErrorPage /> }));
}

/** The pages under one language root, grouped by layout, behind the member guard. */
function languageChildren(pages: ReturnType<typeof collectPages>): RouteObject[] {
  return [
    {
      element: <MemberGuard />,
      children: [
        {
          element: <DefaultLayout />,
          children: withErrorPage([
            { index: true, element: <HomePage /> },
            ...toRouteObjects(pages.default),
            { path: '*', element: <NotFoundPage /> },
          ]),
        },
        { element: <NoFooterLayout />, children: withErrorPage(toRouteObjects(pages['no-footer'])) },
        { element: <PlayGameLayout />, children: withErrorPage(toRouteObjects(pages['play-game'])) },
        {
          path: 'setting',
          element: <SettingLayout />,
          children: withErrorPage([
            { index: true, element: <SettingIndexPage /> },
            ...toRouteObjects(pages.setting),
          ]),
        },
      ],
    },
  ];
}

/**
 * The routing table (`prefix_and_default`): every page at `/{lang}/...` and, for the default language,
 * at the same path without a prefix, where the locale cookie may send the visitor to their language.
 */
export function createSiteRoutes(libraries: readonly SiteRoutes[] = siteLibraries): {
  routes: RouteObject[];
  siteMap: SiteMap;
} {
  const pages = collectPages(libraries);
  const siteMap: SiteMap = {
    pages: {
      default: pages.default.map((page) => page.path),
      'no-footer': pages['no-footer'].map((page) => page.path),
      'play-game': pages['play-game'].map((page) => page.path),
      setting: pages.setting.map((page) => page.path),
    },
    settingNav: settingNavItems(libraries),
  };
  const routes: RouteObject[] = [
    {
      element: (
        <SiteMapContext value={siteMap}>
          <RootShell />
        </SiteMapContext>
      ),
      errorElement: <ErrorPage />,
      // A first visit straight to a lazy page shows the loading page while its chunk arrives.
      HydrateFallback: PageLoading,
      children: [
        { path: '/', loader: (args) => localeCookieRedirect(args), children: languageChildren(pages) },
        { path: '/:lang', element: <LanguageGate />, children: languageChildren(pages) },
      ],
    },
  ];
  return { routes, siteMap };
}
