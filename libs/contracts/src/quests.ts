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
