export { rewardsRoutes } from './routes';
