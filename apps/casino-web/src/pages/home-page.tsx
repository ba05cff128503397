import { useSetAtom } from 'jotai';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@casino/auth';
import { Button } from '@casino/ui-kit';
import { loginModalOpenAtom } from '@casino/auth';
import { useSiteName } from '../layouts/site-header';
import { localPath, useLanguage, useSystemConfig } from '@casino/site-shell';
import { useHomeVariant } from './home-experiment';
import * as styles from './home-page.css';

// The lobby (filters, game grid, launch rules) loads beside the hero, so the hero paints without waiting.
const GameLobby = lazy(() => import('./home-lobby'));
// The banners, the page's largest picture, are a small chunk of their own: they need not wait for the rest
// of the storefront (categories, providers, game rows, promotions), which is one more.
const HomeBanners = lazy(() => import('./home/home-banners').then((m) => ({ default: m.HomeBanners })));
const HomeShowcase = lazy(() => import('./home/home-front').then((m) => ({ default: m.HomeShowcase })));

/**
 * The home frame's body, in the visitor's Home_Page_1 variant: A shows the banners, the site's identity
 * and the way in, the storefront, then the game lobby; B puts the lobby first. Both are the whole home
 * page. The banners' box is held at its ratio until their chunk arrives, so nothing moves under it.
 */
export function HomePage() {
  const variant = useHomeVariant();
  const hero = <HomeHero />;
  const banners = (
    <Suspense
      fallback={
        <div className={styles.bannerSlot} aria-hidden="true">
          <div className={styles.bannerSlotBox} />
        </div>
      }
    >
      <HomeBanners />
    </Suspense>
  );
  const showcase = (
    <Suspense fallback={null}>
      <HomeShowcase />
    </Suspense>
  );
  // Variant B's lobby holds a screen's height from the start: it grows from its filters to its grid as
  // its chunk and games arrive, and would push the banners and hero down under the visitor's eyes.
  const lobby = (
    <div className={styles.storefrontSlot}>
      <Suspense fallback={null}>
        <GameLobby />
      </Suspense>
    </div>
  );
  return variant === 'B' ? (
    <>
      {lobby}
      {banners}
      {hero}
      {showcase}
    </>
  ) : (
    <>
      {banners}
      {hero}
      {/* One boundary: the lobby never shows above an empty storefront that would then push it down;
          until both arrive a screen's height is held, so the footer does not show and then move away. */}
      <Suspense fallback={<div className={styles.storefrontSlot} aria-hidden="true" />}>
        <HomeShowcase />
        <GameLobby />
      </Suspense>
    </>
  );
}

function HomeHero() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const siteName = useSiteName();
  const supportEmail = useSystemConfig().data?.support_email;
  const session = useSession();
  const openLogin = useSetAtom(loginModalOpenAtom);

  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div>
        <h1 id="home-title" className={styles.title}>
          {t('home.title', { site: siteName })}
        </h1>
        <p className={styles.subtitle}>{t('home.subtitle')}</p>
        {session.isPending ? null : session.user ? (
          <p>{t('header.loggedInAs', { username: session.user.username })}</p>
        ) : (
          <div className={styles.actions}>
            <Link to={localPath(lang, 'register')} className={styles.ctaLink}>
              {t('home.registerCta')}
            </Link>
            <Button variant="secondary" onClick={() => openLogin(true)}>
              {t('home.loginCta')}
            </Button>
          </div>
        )}
        {supportEmail ? <p className={styles.support}>{t('home.support', { email: supportEmail })}</p> : null}
      </div>
      <img src={__BRAND__.logo} alt="" className={styles.heroLogo} />
    </section>
  );
}
