import './i18n';

export { GameLobby, type GameLobbyProps } from './components/game-lobby';
export { GameCard, type GameCardProps } from './components/game-card';
export { BannerCarousel, type BannerCarouselProps } from './components/banner-carousel';
export { HomeBanners, HomeShowcase } from './components/home-front';
export { useLaunchGame, playPath } from './launch/use-launch-game';
export { mobileSiteRedirect, type MobileSiteVisit } from './launch/mobile-site';
export { useMobileSiteRedirect } from './launch/use-mobile-site-redirect';
export {
  browserTraits,
  decideLaunch,
  type BrowserTraits,
  type LaunchConfig,
  type LaunchDecision,
  type LaunchSession,
  type LaunchTarget,
} from './launch/decide-launch';
export { gamesSiteRoutes } from './routes';
export { gamesLiveQueryKeys } from './api/keys';
