import './i18n';

export { questsSiteRoutes } from './routes';
export { questsKeys } from './api/keys';
export {
  useLevelCurrency,
  useMemberLevelStanding,
  useMemberLevels,
  type LevelCurrency,
} from './api/member-level';
export { LevelCard } from './components/level-card';
export { LevelList } from './components/level-list';
export { LevelStanding } from './components/level-standing';
