export { couponRoutes } from './routes';
