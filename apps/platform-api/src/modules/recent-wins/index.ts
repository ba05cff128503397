/** Recent wins: the site's latest notable wins, masked, for the home page's ticker (RECENT_WIN live). */
export { recentWinsRoutes } from './routes';
export { maskUsername, multiplierOf } from './repository';
