export { questRoutes } from './routes';
