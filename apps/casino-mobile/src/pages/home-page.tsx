import { useSetAtom } from 'jotai';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginModalOpenAtom, useSession } from '@casino/auth';
import { localPath, useLanguage } from '@casino/site-shell';
import { Button } from '@casino/ui-kit';
import { useSiteName } from '../layouts/mobile-layout';
import { PullToRefresh } from '../layouts/pull-to-refresh';
import { useRefreshBalance } from '../layouts/refresh-balance';
import * as styles from './home-page.css';

// The storefront and the lobby load beside the hero, so the hero paints without waiting.
const HomeStorefront = lazy(() => import('./home-storefront'));

/**
 * The phone home: the brand's hero and the way in, then the banners, latest wins, storefront and game
 * lobby; pull down to refresh the balance.
 */
export function HomePage() {
  const { refresh } = useRefreshBalance();
  return (
    <PullToRefresh onRefresh={refresh}>
      <HomeHero />
      <Suspense fallback={null}>
        <HomeStorefront />
      </Suspense>
    </PullToRefresh>
  );
}

function HomeHero() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const siteName = useSiteName();
  const session = useSession();
  const openLogin = useSetAtom(loginModalOpenAtom);
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <img src={__BRAND__.logo} alt="" className={styles.heroLogo} draggable={false} />
      <h1 id="home-title" className={styles.title}>
        {t('home.title', { site: siteName })}
      </h1>
      <p className={styles.subtitle}>{t('home.subtitle')}</p>
      {session.isPending ? null : session.user ? (
        <p>{t('header.loggedInAs', { username: session.user.username })}</p>
      ) : (
        <div className={styles.actions}>
          <Link to={localPath(lang, 'register')} className={styles.cta}>
            {t('home.registerCta')}
          </Link>
          <Button variant="secondary" onClick={() => openLogin(true)}>
            {t('home.loginCta')}
          </Button>
        </div>
      )}
    </section>
  );
}
