import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { Outlet, useParams } from 'react-router';
import { isLanguageCode } from '@casino/contracts';
import { localeCookieRedirect } from './locale-redirect';
import { MemberGuard } from './member-guard';
import { SiteMapContext, type SiteMap } from './site-context';
import { collectPages, settingNavItems, toRouteObjects, type SiteRoutes } from './site-routes';

/** What a shell frames the composed pages with: its own layouts and status pages. */
export interface ShellFrame {
  /** Around every layout: language, modals, the error policy. */
  RootShell: ComponentType;
  DefaultLayout: ComponentType<{ children?: ReactNode }>;
  NoFooterLayout: ComponentType;
  PlayGameLayout: ComponentType;
  SettingLayout: ComponentType;
  SettingIndexPage: ComponentType;
  HomePage: ComponentType;
  NotFoundPage: ComponentType;
  ErrorPage: ComponentType;
  /** Shown while a first visit's lazy page arrives. */
  PageLoading: ComponentType;
}

/** A page's failure shows the error page inside its layout, header and footer intact. */
function withErrorPage(routes: RouteObject[], ErrorPage: ComponentType): RouteObject[] {
  return routes.map((route) => ({ ...route, errorElement: <ErrorPage /> }));
}

/** The pages under one language root, grouped by layout, behind the member guard. */
function languageChildren(pages: ReturnType<typeof collectPages>, frame: ShellFrame): RouteObject[] {
  const { DefaultLayout, NoFooterLayout, PlayGameLayout, SettingLayout, ErrorPage } = frame;
  return [
    {
      element: <MemberGuard />,
      children: [
        {
          element: <DefaultLayout />,
          children: withErrorPage(
            [
              { index: true, element: <frame.HomePage /> },
              ...toRouteObjects(pages.default),
              { path: '*', element: <frame.NotFoundPage /> },
            ],
            ErrorPage,
          ),
        },
        {
          element: <NoFooterLayout />,
          children: withErrorPage(toRouteObjects(pages['no-footer']), ErrorPage),
        },
        {
          element: <PlayGameLayout />,
          children: withErrorPage(toRouteObjects(pages['play-game']), ErrorPage),
        },
        {
          path: 'setting',
          element: <SettingLayout />,
          children: withErrorPage(
            [{ index: true, element: <frame.SettingIndexPage /> }, ...toRouteObjects(pages.setting)],
            ErrorPage,
          ),
        },
      ],
    },
  ];
}

/**
 * The routing table (`prefix_and_default`): every page at `/{lang}/...` and, for the default language,
 * at the same path without a prefix, where the locale cookie may send the visitor to their language.
 * `/:lang` also matches `/anything`: only real language codes get the pages, the rest is a 404.
 */
export function createShellRoutes(
  libraries: readonly SiteRoutes[],
  frame: ShellFrame,
): { routes: RouteObject[]; siteMap: SiteMap } {
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
  const { RootShell, DefaultLayout, NotFoundPage, ErrorPage } = frame;
  function LanguageGate() {
    const { lang } = useParams();
    if (isLanguageCode(lang)) return <Outlet />;
    return (
      <DefaultLayout>
        <NotFoundPage />
      </DefaultLayout>
    );
  }
  const routes: RouteObject[] = [
    {
      element: (
        <SiteMapContext value={siteMap}>
          <RootShell />
        </SiteMapContext>
      ),
      errorElement: <ErrorPage />,
      // A first visit straight to a lazy page shows the loading page while its chunk arrives.
      HydrateFallback: frame.PageLoading,
      children: [
        { path: '/', loader: (args) => localeCookieRedirect(args), children: languageChildren(pages, frame) },
        { path: '/:lang', element: <LanguageGate />, children: languageChildren(pages, frame) },
      ],
    },
  ];
  return { routes, siteMap };
}
