/** English source of the `recentWins` namespace (the home page's ticker); other languages are JSON beside it. */
export const recentWins = {
  title: 'Recent wins',
  pause: 'Pause',
  item: '{{user}} won {{amount}} on {{game}}',
  multiplier: '{{value}} times the stake',
} as const;
