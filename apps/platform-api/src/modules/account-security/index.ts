/** Account security: two-factor login (TOTP), login history and the member's sessions. */
export { recordLogin } from './history';
export { twoFactorChallengeFor } from './login-step';
export { accountSecurityRoutes } from './routes';
export { sessionLastSeenPlugin } from './last-seen';
