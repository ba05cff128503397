import './i18n';

export {
  profileIncompletePromptAtom,
  profileUpdateModalAtom,
  useIsProfileComplete,
  useOpenProfileUpdate,
  useRequireCompleteProfile,
  profileLiveQueryKeys,
} from './state';
export { ProfileIncompletePrompt, ProfileModalHost, ProfileUpdateModal } from './completeness-modals';
export { ProfileSteps } from './components/profile-steps';
export { ProfilePage } from './pages/profile-page';
export { profileSiteRoutes } from './routes';
