import './i18n';

export { accountSecuritySiteRoutes } from './routes';
export { SecurityPage } from './pages/security-page';
export { onAccountSecurityMessage, securityKeys, securityLiveQueryKeys } from './live';
