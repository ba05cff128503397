import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useLogout, useSession, useWallet } from '@casino/auth';
import { formatMoney } from '@casino/i18n';
import { Button, DisclosureMenu } from '@casino/ui-kit';
import { useOpenCashbox } from '@casino/wallet-cashbox';
import { loginModalOpenAtom } from '@casino/auth';
import { useHasPage, localPath, useLanguage, useGlobalConfig, useSystemConfig } from '@casino/site-shell';
import { LanguageSwitcher } from './language-switcher';
import * as styles from './frame.css';
import { QuestCount, useQuestsShown } from './quest-count';
import { UnreadMemoCount } from './unread-memo-count';

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

/**
 * Whether the rewards link shows: the site has the reward pages and the member's points are displayed (the
 * guard sends a member without them home). Visitors do not see it: the reward pages are the member's.
 */
function useRewardsShown(): boolean {
  const hasRewards = useHasPage('default', 'reward');
  const session = useSession();
  const wallet = useWallet({ enabled: session.isLoggedIn });
  return hasRewards && session.isLoggedIn && (wallet.data?.pointData.is_display ?? false);
}

/** The site's sections: in the bar from 1024 px up, in the header menu below. */
function SectionLinks({ className }: { className: string }) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const hasPromotions = useHasPage('default', 'promotions');
  const hasGames = useHasPage('default', 'games');
  const hasLevels = useHasPage('default', 'member-level');
  const showQuests = useQuestsShown();
  const showRewards = useRewardsShown();
  return (
    <nav aria-label={t('a11y.mainNavigation')} className={className}>
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
      {showQuests ? (
        <NavLink to={localPath(lang, 'quest')} className={styles.navLink}>
          {t('nav.quest')}
          <QuestCount />
        </NavLink>
      ) : null}
      {showRewards ? (
        <NavLink to={localPath(lang, 'reward')} className={styles.navLink}>
          {t('nav.reward')}
        </NavLink>
      ) : null}
      {hasLevels ? (
        <NavLink to={localPath(lang, 'member-level')} className={styles.navLink}>
          {t('nav.memberLevel')}
        </NavLink>
      ) : null}
    </nav>
  );
}

/**
 * Top navigation. From 1024 px up it shows it all: logo, sections, language, and login/register or the
 * member's balance, deposit, account and log out. Below (phones and tablets) only the logo, the balance and
 * the primary actions (Deposit; Log in and Register) stay in the bar and everything else moves into the
 * menu, so the bar fits a 320 px phone in every language.
 */
export function SiteHeader({ offset }: { offset: 'plain' | 'withTicker' }) {
  return (
    <header className={`${styles.headerBar} ${styles.header[offset]}`}>
      <SiteLogo />
      <SectionLinks className={styles.mainNav} />
      <div className={styles.headerEnd}>
        <div className={styles.fullHeaderOnly}>
          <LanguageSwitcher />
        </div>
        <MemberArea />
        <HeaderMenu />
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
        <Button variant="secondary" size="sm" className={styles.headerAction} onClick={() => openLogin(true)}>
          {t('header.login')}
        </Button>
        <Link to={localPath(lang, 'register')} className={`${styles.navLink} ${styles.headerAction}`}>
          {t('header.register')}
        </Link>
      </>
    );
  }
  return (
    <>
      <div className={styles.balance}>
        <span className={styles.fullHeaderOnly}>
          {t('header.loggedInAs', { username: session.user.username })}
        </span>
        {wallet.data ? (
          <span>
            {/* A phone shows the amount alone; the label is still read out. */}
            <span className={styles.visuallyHiddenInCompactHeader}>{t('header.balance')}: </span>
            <output className={styles.balanceAmount}>
              {formatMoney(wallet.data.balance, wallet.data.currency, moneyFormat)}
            </output>
          </span>
        ) : null}
      </div>
      <Button size="sm" className={styles.headerAction} onClick={() => openCashbox('deposit')}>
        {t('header.deposit')}
      </Button>
      <Link to={localPath(lang, 'setting')} className={`${styles.navLink} ${styles.fullHeaderOnly}`}>
        {t('header.menu')}
        <UnreadMemoCount />
      </Link>
      <Button
        variant="ghost"
        size="sm"
        className={styles.fullHeaderOnly}
        onClick={() => logout.mutate()}
        loading={logout.isPending}
      >
        {t('header.logout')}
      </Button>
    </>
  );
}

/**
 * Below 1024 px: the sections, the member's name and account, the language and Log out, behind one
 * button. It closes on every navigation (a link chosen, the language switched).
 */
function HeaderMenu() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const { pathname } = useLocation();
  const session = useSession();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);

  return (
    <DisclosureMenu
      label={t('header.menu')}
      open={open}
      onOpenChange={setOpen}
      className={styles.compactHeaderOnly}
      panelClassName={styles.menuPanel}
    >
      <SectionLinks className={styles.menuSection} />
      {session.user ? (
        <div className={styles.menuSection}>
          <p className={styles.menuNote}>{t('header.loggedInAs', { username: session.user.username })}</p>
          <Link to={localPath(lang, 'setting')} className={styles.navLink}>
            {t('nav.setting')}
            <UnreadMemoCount />
          </Link>
        </div>
      ) : null}
      <div className={styles.menuSection}>
        <LanguageSwitcher />
      </div>
      {session.user ? (
        <Button variant="ghost" size="sm" onClick={() => logout.mutate()} loading={logout.isPending}>
          {t('header.logout')}
        </Button>
      ) : null}
    </DisclosureMenu>
  );
}
