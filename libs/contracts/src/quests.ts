// Quest and member level contracts: their own entry point (`@casino/contracts/quests`), so the site's
// first load does not carry them; their pages load them lazily.
import './zod-config';
export {
  AdminMemberLevel,
  AdminMemberLevelBody,
  LevelProgress,
  MemberLevel,
  MemberLevelStanding,
} from './member-level';
export * as memberLevelApi from './member-level';
export {
  AdminQuest,
  AdminQuestBody,
  CheckInState,
  COUNTED_CONDITIONS,
  MemberQuest,
  Quest,
  QUEST_MESSAGES,
  QuestClaim,
  QuestCondition,
  QuestGame,
  QuestNotification,
  QuestRewardType,
  QuestState,
  QuestType,
} from './quest';
export * as questApi from './quest';
