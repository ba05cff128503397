import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from './default-layout';
import * as styles from './frame.css';

/**
 * Spec 2's play-game layout: the whole window for the game, without the site's header or footer. The game
 * bar (back to the lobby, game name, balance, full screen) is the play page's own, so there is one bar.
 */
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
