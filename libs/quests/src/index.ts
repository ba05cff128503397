import './i18n';

export { questsSiteRoutes } from './routes';
export { questLiveQueryKeys, questsKeys } from './api/keys';
export { onQuestsMessage } from './live';
export {
  useLevelCurrency,
  useMemberLevelStanding,
  useMemberLevels,
  type LevelCurrency,
} from './api/member-level';
export { LevelCard } from './components/level-card';
export { QuestBadge } from './components/quest-badge';
export { LevelList } from './components/level-list';
export { LevelStanding } from './components/level-standing';
export {
  useCheckInState,
  useQuestBoard,
  useQuestDetail,
  useQuestClaims,
  useQuestHistory,
  type AnyQuest,
} from './api/quests';
export { CheckInCard } from './components/check-in-card';
export { QuestBoard } from './components/quest-board';
export { QuestCard } from './components/quest-card';
