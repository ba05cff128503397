import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { displayCode } from '@casino/i18n';
import { OnlineStatusBanner, rememberTemplateColor, useOnlineStatus } from '@casino/ui-kit';
import { useLanguage } from '../site/locale';
import { useGlobalConfig, useSeoConfig } from '../site/queries';
import { ApiEventBridge } from './api-event-bridge';
import { gamesMobileUrlAtom } from '@casino/games-launch';
import { LazyModals } from './lazy-modals';
import { useSeo } from './seo';

/** Spec 2: every navigation starts at the top of the new page (a hash link keeps its anchor). */
function useScrollReset() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * Around every layout: the route's language drives the text and `<html lang>`; the SEO config drives
 * `<title>` and meta tags; template_color recolours the brand; the network banner, progress bar, failed-call
 * dialog and the modals (login, cashbox, profile) live here once; the brand's mobile site is set here for
 * every game launch.
 */
export function RootShell() {
  const lang = useLanguage();
  const { i18n, t } = useTranslation('common');
  const online = useOnlineStatus();
  const templateColor = useGlobalConfig().data?.template_color;

  useEffect(() => {
    document.documentElement.lang = displayCode(lang);
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);

  useEffect(() => {
    if (templateColor) rememberTemplateColor(templateColor);
  }, [templateColor]);

  const setGamesMobileUrl = useSetAtom(gamesMobileUrlAtom);
  useEffect(() => setGamesMobileUrl(__BRAND__.mobile_url), [setGamesMobileUrl]);

  useSeo(useSeoConfig().data, displayCode(lang));
  useScrollReset();

  return (
    <>
      <OnlineStatusBanner
        online={online}
        offlineMessage={t('network.offline')}
        reconnectedMessage={t('network.online')}
      />
      <Outlet />
      <ApiEventBridge />
      <LazyModals />
    </>
  );
}
