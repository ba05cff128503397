/** The phone shell's own words: pull-to-refresh, the offline page, the menu sheet. */
export const mobile = {
  refresh: {
    pull: 'Pull down to refresh your balance',
    release: 'Release to refresh',
    refreshing: 'Refreshing your balance…',
    button: 'Refresh balance',
    updated: 'Balance updated',
  },
  offline: {
    title: 'You are offline',
    message: 'This page needs a connection. Check your Wi-Fi or mobile data, then try again.',
    retry: 'Try again',
  },
  sheet: {
    language: 'Choose your language',
    close: 'Close',
    account: 'My account',
  },
} as const;
