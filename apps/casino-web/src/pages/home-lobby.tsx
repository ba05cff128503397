import { GameLobby } from '@casino/games-launch';
import { RecentWinsTicker } from '@casino/games-launch/recent-wins';

/**
 * The home page's lazy part below the hero: the site's latest wins (hidden until there is one), then the
 * game lobby. Both come in this chunk, so nothing of them is in the first load.
 */
export default function HomeLobby() {
  return (
    <>
      <RecentWinsTicker />
      <GameLobby />
    </>
  );
}
