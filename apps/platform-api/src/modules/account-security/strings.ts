/** English texts of this module's errors; the web localizes by reason. */
export const SECURITY_MESSAGES = {
  codeIncorrect: 'The authentication code is incorrect or was already used',
  challengeExpired: 'The login timed out, please log in again',
  alreadyEnabled: 'Two-factor authentication is already on',
  notStarted: 'Start enabling two-factor authentication first',
  notEnabled: 'Two-factor authentication is off',
  passwordIncorrect: 'The current password is incorrect',
  sessionNotFound: 'Session not found',
  currentSession: 'Use log out to end this session',
} as const;
