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

/**
 * Around every phone layout: the route's language drives the text and `<html lang>`, template_color
 * recolours the brand, every navigation starts at the top; the network banner, the member socket's
 * "reconnecting" pill, the failed-call dialog and the shared modals (login, cashbox, profile) live here once.
 */
export function MobileRootShell() {
  const lang = useLanguage();
  const { i18n, t } = useTranslation('common');
  const online = useOnlineStatus();
  const globalConfig = useGlobalConfig().data;
  const socketStatus = useAtomValue(memberSocketStatusAtom);
  const { pathname } = useLocation();

  useEffect(() => {
    document.documentElement.lang = displayCode(lang);
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);

  useSiteLook(globalConfig, __BRAND__.colors);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <OnlineStatusBanner
        online={online}
        offlineMessage={t('network.offline')}
        reconnectedMessage={t('network.online')}
      />
      <ConnectionStatus
        reconnecting={online && socketStatus === 'reconnecting'}
        label={t('network.reconnecting')}
      />
      <Outlet />
      <ApiEventBridge />
      <LazyModals />
    </>
  );
}
