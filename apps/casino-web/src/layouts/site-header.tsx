import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useLogout, useSession, useWallet } from '@casino/auth';
import { formatMoney } from '@casino/i18n';
import { Button } from '@casino/ui-kit';
import { useOpenCashbox } from '@casino/wallet-cashbox';
import { loginModalOpenAtom } from '@casino/auth';
import { useHasPage } from '../routing/site-context';
import { localPath, useLanguage } from '../site/locale';
import { useGlobalConfig, useSystemConfig } from '../site/queries';
import { LanguageSwitcher } from './language-switcher';
import * as styles from './frame.css';

/** The brand's name as the API knows it in this language, else the build's brand name. */
export function useSiteName(): string {
  return useSystemConfig().data?.site_name || __BRAND__.name;
}

export function SiteLogo() {
  const lang = useLanguage();
  const siteName = useSiteName();
  return (
    <Link to={localPath(lang)} className={styles.logoLink}>
      <img src={__BRAND__.logo} alt={siteName} className={styles.logo} />
    </Link>
  );
}

/** Top navigation: logo, the site's sections, language, and login/register or the member's balance. */
export function SiteHeader({ offset }: { offset: 'plain' | 'withTicker' }) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const hasPromotions = useHasPage('default', 'promotions');
  const hasGames = useHasPage('default', 'games');
  return (
    <header className={`${styles.headerBar} ${styles.header[offset]}`}>
      <SiteLogo />
      <nav aria-label={t('a11y.mainNavigation')} className={styles.mainNav}>
        <NavLink to={localPath(lang)} end className={styles.navLink}>
          {t('nav.home')}
        </NavLink>
        {hasGames ? (
          <NavLink to={localPath(lang, 'games')} className={styles.navLink}>
            {t('nav.games')}
          </NavLink>
        ) : null}
        {hasPromotions ? (
          <NavLink to={localPath(lang, 'promotions')} className={styles.navLink}>
            {t('nav.promotions')}
          </NavLink>
        ) : null}
      </nav>
      <div className={styles.headerEnd}>
        <LanguageSwitcher />
        <MemberArea />
      </div>
    </header>
  );
}

function MemberArea() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const session = useSession();
  const wallet = useWallet({ enabled: session.isLoggedIn });
  const moneyFormat = useGlobalConfig().data?.money_format ?? 'full';
  const logout = useLogout();
  const openLogin = useSetAtom(loginModalOpenAtom);
  const openCashbox = useOpenCashbox();

  if (session.isPending) return null;
  if (!session.user) {
    return (
      <>
        <Button variant="secondary" size="sm" onClick={() => openLogin(true)}>
          {t('header.login')}
        </Button>
        <Link to={localPath(lang, 'register')} className={`${styles.navLink} ${styles.hideOnPhone}`}>
          {t('header.register')}
        </Link>
      </>
    );
  }
  return (
    <>
      <div className={styles.balance}>
        <span>{t('header.loggedInAs', { username: session.user.username })}</span>
        {wallet.data ? (
          <span>
            {t('header.balance')}:{' '}
            <output className={styles.balanceAmount}>
              {formatMoney(wallet.data.balance, wallet.data.currency, moneyFormat)}
            </output>
          </span>
        ) : null}
      </div>
      <Button size="sm" onClick={() => openCashbox('deposit')}>
        {t('header.deposit')}
      </Button>
      <Link to={localPath(lang, 'setting')} className={`${styles.navLink} ${styles.hideOnPhone}`}>
        {t('header.menu')}
      </Link>
      <Button variant="ghost" size="sm" onClick={() => logout.mutate()} loading={logout.isPending}>
        {t('header.logout')}
      </Button>
    </>
  );
}
