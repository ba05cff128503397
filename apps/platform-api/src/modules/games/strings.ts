/** English texts of the games module's errors; the web localizes by `reason`. */
export const GAME_MESSAGES = {
  gameNotFound: 'This game is not available',
  demoUnavailable: 'This game has no demo play',
} as const;
