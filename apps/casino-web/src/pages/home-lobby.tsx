import { GameLobby } from '@casino/games-launch';
import { RecentWinsTicker, useRecentWins } from '@casino/games-launch/recent-wins';
import * as styles from './home-page.css';

/**
 * The home page's lazy part below the hero: the site's latest wins (hidden until there is one), then the
 * game lobby. Both come in this chunk, so nothing of them is in the first load. The lobby is laid out but
 * not shown until the wins' first answer is in: the strip would otherwise push a grid already in view
 * down (variant B puts the lobby at the top of the page).
 */
export default function HomeLobby() {
  const wins = useRecentWins();
  // Only the first try is waited for: a failing strip (it retries) never keeps the lobby out of sight.
  const waiting = wins.isPending && wins.failureCount === 0;
  return (
    <div className={waiting ? styles.lobbyWaiting : styles.lobbyBlock} aria-busy={waiting}>
      <RecentWinsTicker />
      <GameLobby />
    </div>
  );
}
