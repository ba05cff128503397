// What both shells (casino-web, casino-mobile) compose the site from: the site's config queries, the
// locale helpers, the routing table's parts and the member guard, the providers and the error policy.
export { languageFromPath, localPath, useLanguage } from './site/locale';
export {
  SITE_CONFIG_RETRIES,
  customFunctionQueryOptions,
  globalConfigQueryOptions,
  languageRow,
  languagesQueryOptions,
  scriptTagConfigQueryOptions,
  seoConfigQueryOptions,
  siteKeys,
  systemConfigQueryOptions,
  useCustomFunction,
  useFirstSiteData,
  useGlobalConfig,
  useLanguageRow,
  useLanguages,
  useScriptTagConfig,
  useSeoConfig,
  useSystemConfig,
} from './site/queries';
export type { FirstSiteData } from './site/queries';
export { applyFavicon, useSiteLook } from './site/site-look';
export { ROUTE_CATALOGUE } from './routing/route-catalogue';
export type { CataloguePath, LayoutName } from './routing/route-catalogue';
export { collectPages, settingNavItems, toRouteObjects } from './routing/site-routes';
export type { SettingNavItem, SettingNavKey, SettingPage, SitePage, SiteRoutes } from './routing/site-routes';
export { SiteMapContext, emptySiteMap, useHasPage, useSiteMap } from './routing/site-context';
export type { SiteMap } from './routing/site-context';
export { mustRedirectHome } from './routing/route-guard';
export type { GuardFacts } from './routing/route-guard';
export { MemberGuard } from './routing/member-guard';
export { localeCookieRedirect } from './routing/locale-redirect';
export {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  listenForPreloadErrors,
  reloadForChunkError,
  reloadIfServerAnswers,
} from './routing/chunk-reload';
export type { ReloadEnvironment } from './routing/chunk-reload';
export { createAppContext } from './app/app-context';
export type { AppContext, AppContextOptions } from './app/app-context';
export { AppProviders } from './app/providers';
export { ApiEventBridge } from './app/api-event-bridge';
export { FailedCallDialog } from './app/failed-call-dialog';
export { LIVE_QUERY_KEYS, memberSocketStatusAtom } from './app/live-updates';
export { createShellRoutes } from './routing/route-table';
export type { ShellFrame } from './routing/route-table';
export { domainSiteRoutes } from './routing/site-libraries';
export { LazyModals } from './app/lazy-modals';
