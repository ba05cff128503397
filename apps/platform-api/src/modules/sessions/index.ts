/**
 * Member sessions: their signed tokens and their rows. The modules that open or end sessions (auth,
 * password, exclusion, account security) all depend on this one, and it depends on none of them.
 */
export {
  SESSION_DAYS,
  SESSION_MS,
  findActiveSession,
  loadAuthSecret,
  signToken,
  verifyToken,
} from './tokens';
export type { TokenClaims } from './tokens';
export { issueToken, markReplaced, openSession, revokeAllSessions } from './session-rows';
