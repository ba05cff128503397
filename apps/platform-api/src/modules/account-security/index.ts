/** Account security: two-factor login (TOTP), login history and the member's sessions. */
export { recordLogin } from './history';
export { twoFactorChallengeFor, verifyChallenge } from './challenge';
export { checkAnswer, isTwoFactorEnabled } from './two-factor';
export { SECURITY_MESSAGES } from './strings';
export { accountSecurityRoutes } from './routes';
export { sessionLastSeenPlugin } from './last-seen';
