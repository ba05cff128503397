import './i18n';

export {
  ProfileIncompletePrompt,
  ProfileModalHost,
  ProfileUpdateModal,
  profileIncompletePromptAtom,
  profileUpdateModalAtom,
  useIsProfileComplete,
  useOpenProfileUpdate,
  useRequireCompleteProfile,
} from './completeness';
export { ProfileSteps } from './components/profile-steps';
export { ProfilePage } from './pages/profile-page';
export { profileSiteRoutes } from './routes';
export { profileLiveQueryKeys } from './api/keys';
