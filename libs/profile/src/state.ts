// What other libraries and the shell's first load need of the profile: the modals' open state, the
// completeness hooks and the live query keys, without the pages, the modals or the texts (index.ts).
export {
  profileIncompletePromptAtom,
  profileUpdateModalAtom,
  useIsProfileComplete,
  useOpenProfileUpdate,
  useRequireCompleteProfile,
} from './completeness';
export { profileLiveQueryKeys } from './api/keys';
