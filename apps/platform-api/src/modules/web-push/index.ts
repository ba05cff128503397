/** Web Push: the VAPID key pair, members' push subscriptions, and sending to a member's browsers. */
export { default as webPushRoutes } from './routes';
export type { WebPush } from './routes';
