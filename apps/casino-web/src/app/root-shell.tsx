import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { displayCode } from '@casino/i18n';
import { ConnectionStatus, OnlineStatusBanner, useOnlineStatus } from '@casino/ui-kit';
import {
  ApiEventBridge,
  LazyModals,
  memberSocketStatusAtom,
  useGlobalConfig,
  useLanguage,
  useSiteLook,
} from '@casino/site-shell';
import { usePageGroup } from '../routing/page-group';
import { useMobileSiteRedirect } from '@casino/games-launch';
import { PageLoading } from '../layouts/default-layout';
import { useAnalytics, useFirstPaintDone, usePageViews } from './analytics';

import { useScriptTags } from './script-tags';
import { useSeo } from './seo';

/** Spec 2: every navigation starts at the top of the new page (a hash link keeps its anchor). */
function useScrollReset() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * Around every layout: the route's language drives the text and `<html lang>`; the page group's SEO config
 * drives `<title>` and meta tags; after first paint the analytics tools load, the group's script tags come
 * and go, and each page is reported as a page view; template_color recolours the brand; the network
 * banner, the member socket's "reconnecting" pill, progress bar, failed-call dialog and the modals (login,
 * cashbox, profile) live here once. A phone visitor leaves for the brand's mobile site (global config, set
 * by staff) on arrival at any page; the loading page shows meanwhile.
 */
export function RootShell() {
  const lang = useLanguage();
  const { i18n, t } = useTranslation('common');
  const online = useOnlineStatus();
  const globalConfig = useGlobalConfig().data;
  const leavingForMobileSite = useMobileSiteRedirect(globalConfig?.mobile_url);
  const socketStatus = useAtomValue(memberSocketStatusAtom);

  useEffect(() => {
    document.documentElement.lang = displayCode(lang);
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);

  useSiteLook(globalConfig, __BRAND__.colors);

  // The page group's SEO now; analytics and the operator's script tags once the first paint is done.
  const pageGroup = usePageGroup();
  const seoSettled = useSeo(pageGroup, displayCode(lang));
  const painted = useFirstPaintDone();
  useAnalytics(globalConfig, painted);
  useScriptTags(pageGroup, painted);
  usePageViews(pageGroup, lang, seoSettled);
  useScrollReset();

  return (
    <>
      <OnlineStatusBanner
        online={online}
        offlineMessage={t('network.offline')}
        reconnectedMessage={t('network.online')}
      />
      {/* Offline, the banner above says it all; online, a lost member socket shows this quiet pill. */}
      <ConnectionStatus
        reconnecting={online && socketStatus === 'reconnecting'}
        label={t('network.reconnecting')}
      />
      {leavingForMobileSite ? <PageLoading /> : <Outlet />}
      <ApiEventBridge />
      <LazyModals />
    </>
  );
}
