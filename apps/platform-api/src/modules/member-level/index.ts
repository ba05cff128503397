export { memberLevelRoutes } from './routes';
