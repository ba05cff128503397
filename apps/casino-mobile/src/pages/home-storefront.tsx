import { GameLobby, HomeBanners, HomeShowcase } from '@casino/games-launch';
import { RecentWinsTicker } from '@casino/games-launch/recent-wins';

/**
 * Everything of the phone home below the hero, in one lazy chunk: the banner carousel, the site's
 * latest wins, the storefront (categories, game rows, providers, promotions) and the game lobby. It comes
 * after the hero, so it pushes nothing already on screen.
 */
export default function HomeStorefront() {
  return (
    <>
      <HomeBanners />
      <RecentWinsTicker />
      <HomeShowcase />
      <GameLobby />
    </>
  );
}
