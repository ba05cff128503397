import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { loginModalOpenAtom, useSession, useWallet } from '@casino/auth';
import { formatMoney } from '@casino/i18n';
import {
  localPath,
  useFirstSiteData,
  useGlobalConfig,
  useHasPage,
  useLanguage,
  useSystemConfig,
} from '@casino/site-shell';
import { Button, LoadingPage, VisuallyHidden } from '@casino/ui-kit';
import { useOpenCashbox } from '@casino/wallet-cashbox';
import { SiteUnavailablePage } from '../pages/status-pages';
import { GamesIcon, GiftIcon, HomeIcon, MenuIcon, WalletIcon } from './icons';
import { MenuSheet } from './menu-sheet';
import { RefreshBalanceButton } from './refresh-balance';
import * as styles from './mobile.css';

export function PageLoading() {
  const { t } = useTranslation('common');
  return <LoadingPage label={t('loading.title')} logoSrc={__BRAND__.logo} logoAlt={__BRAND__.name} />;
}

/** The brand's name as the API knows it in this language, else the build's brand name. */
export function useSiteName(): string {
  return useSystemConfig().data?.site_name || __BRAND__.name;
}

/** The compact top bar: the logo, and the member's balance (with its refresh) and Deposit, or Log in. */
function TopBar() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const siteName = useSiteName();
  const session = useSession();
  const wallet = useWallet({ enabled: session.isLoggedIn });
  const moneyFormat = useGlobalConfig().data?.money_format ?? 'full';
  const openLogin = useSetAtom(loginModalOpenAtom);
  const openCashbox = useOpenCashbox();
  return (
    <header className={styles.topBar}>
      <Link to={localPath(lang)} className={styles.logoLink}>
        <img src={__BRAND__.logo} alt={siteName} className={styles.logo} />
      </Link>
      <div className={styles.topBarEnd}>
        {session.user ? (
          <>
            <p className={styles.balance}>
              <VisuallyHidden>{t('header.balance')}: </VisuallyHidden>
              <output data-testid="mobile-balance">
                {wallet.data ? formatMoney(wallet.data.balance, wallet.data.currency, moneyFormat) : '…'}
              </output>
              <RefreshBalanceButton />
            </p>
            <Button size="sm" onClick={() => openCashbox('deposit')}>
              {t('header.deposit')}
            </Button>
          </>
        ) : session.isPending ? null : (
          <>
            <Button size="sm" variant="secondary" onClick={() => openLogin(true)}>
              {t('header.login')}
            </Button>
            <Link to={localPath(lang, 'register')} className={styles.sheetLink}>
              {t('header.register')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}

/** Always on screen: Home, Games, Promotions, Deposit (the cashbox; Log in for a visitor) and Menu. */
function BottomNav() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const session = useSession();
  const openLogin = useSetAtom(loginModalOpenAtom);
  const openCashbox = useOpenCashbox();
  const hasGames = useHasPage('default', 'games');
  const hasPromotions = useHasPage('default', 'promotions');
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <nav aria-label={t('a11y.mainNavigation')} className={styles.bottomNav} data-testid="mobile-bottom-nav">
        <NavLink to={localPath(lang)} end className={styles.bottomNavItem}>
          <HomeIcon className={styles.navIcon} />
          {t('bottomNav.home')}
        </NavLink>
        {hasGames ? (
          <NavLink to={localPath(lang, 'games')} className={styles.bottomNavItem}>
            <GamesIcon className={styles.navIcon} />
            {t('nav.games')}
          </NavLink>
        ) : null}
        {hasPromotions ? (
          <NavLink to={localPath(lang, 'promotions')} className={styles.bottomNavItem}>
            <GiftIcon className={styles.navIcon} />
            {t('bottomNav.promotions')}
          </NavLink>
        ) : null}
        <button
          type="button"
          className={styles.bottomNavItem}
          onClick={() => (session.user ? openCashbox('deposit') : openLogin(true))}
        >
          <WalletIcon className={styles.navIcon} />
          {t('bottomNav.deposit')}
        </button>
        <button
          type="button"
          className={styles.bottomNavItem}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon className={styles.navIcon} />
          {t('header.menu')}
        </button>
      </nav>
      <MenuSheet open={menuOpen} onClose={() => setMenuOpen(false)} />
    </>
  );
}

/**
 * The phone frame: top bar, the page, bottom navigation. The loading page covers it until the site's first
 * data is there; if that failed, the error page with Try again (never the readers, which would ask again).
 */
export function MobileLayout({ children }: { children?: ReactNode }) {
  const firstData = useFirstSiteData();
  if (firstData.status === 'error')
    return <SiteUnavailablePage error={firstData.error} onRetry={() => void firstData.retry()} />;
  if (firstData.status === 'pending') return <PageLoading />;
  return (
    <div className={styles.frame} data-layout="mobile">
      <TopBar />
      <main className={styles.main} id="main">
        <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
      </main>
      <BottomNav />
    </div>
  );
}

/** The phone has no footer to leave out: the no-footer pages (register, login) get the same frame. */
export function NoFooterLayout() {
  return <MobileLayout />;
}

/** The game takes the whole screen; its own bar leads back. */
export function PlayGameLayout() {
  return (
    <div className={styles.gamePage} data-layout="play-game">
      <main className={styles.gameStage}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
