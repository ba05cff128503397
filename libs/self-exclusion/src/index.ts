import './i18n';

export { selfExclusionSiteRoutes } from './routes';
export { TakeABreakPage } from './pages/take-a-break-page';
export { CloseAccountPage } from './pages/close-account-page';
