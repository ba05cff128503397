import './i18n';

export { saferGamblingSiteRoutes } from './routes';
export { SaferGamblingPage } from './pages/safer-gambling-page';
export { RealityCheck } from './components/reality-check';
export type { RealityCheckProps } from './components/reality-check';
export { saferGamblingKeys } from './api/limits';
