import { useSetAtom } from 'jotai';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@casino/auth';
import { Button } from '@casino/ui-kit';
import { loginModalOpenAtom } from '@casino/auth';
import { useSiteName } from '../layouts/site-header';
import { localPath, useLanguage } from '../site/locale';
import { useSystemConfig } from '../site/queries';
import { useHomeVariant } from './home-experiment';
import * as styles from './home-page.css';

// The lobby (filters, game grid, launch rules) loads beside the hero, so the hero paints without waiting.
const GameLobby = lazy(() => import('./home-lobby'));

/**
 * The home frame's body, in the visitor's Home_Page_1 variant: A shows the site's identity and the way in,
 * then the game lobby; B puts the lobby first. Both are the whole home page.
 */
export function HomePage() {
  const variant = useHomeVariant();
  const hero = <HomeHero />;
  const lobby = (
    <Suspense fallback={null}>
      <GameLobby />
    </Suspense>
  );
  return variant === 'B' ? (
    <>
      {lobby}
      {hero}
    </>
  ) : (
    <>
      {hero}
      {lobby}
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
