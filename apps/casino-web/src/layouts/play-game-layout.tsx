import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { localPath, useLanguage } from '../site/locale';
import { PageLoading } from './default-layout';
import { SiteLogo } from './site-header';
import * as styles from './frame.css';

/** Spec 2's play-game layout: a game navigation bar over the game; the games issue fills the bar. */
export function PlayGameLayout() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  return (
    <div className={styles.page} data-layout="play-game">
      <nav className={styles.gameBar} aria-label={t('gameBar.label')}>
        <SiteLogo />
        <Link to={localPath(lang)} className={styles.navLink}>
          {t('gameBar.backToLobby')}
        </Link>
      </nav>
      <main className={styles.gameStage}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
