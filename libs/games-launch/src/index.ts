import './i18n';

export { GameLobby, type GameLobbyProps } from './components/game-lobby';
export { GameCard, type GameCardProps } from './components/game-card';
export { gamesMobileUrlAtom } from './api/launch-settings';
export { useLaunchGame, playPath } from './launch/use-launch-game';
export {
  browserTraits,
  decideLaunch,
  mobileSiteUrl,
  type BrowserTraits,
  type LaunchConfig,
  type LaunchDecision,
  type LaunchSession,
  type LaunchTarget,
} from './launch/decide-launch';
export { gamesSiteRoutes } from './routes';
