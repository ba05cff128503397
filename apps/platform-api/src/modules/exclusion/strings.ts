/** English texts of this module's errors; the web words them by reason (and shows the date they carry). */
export const EXCLUSION_MESSAGES = {
  timeOut: (until: string) =>
    `You are taking a break until ${until}. You cannot log in, play or deposit until then.`,
  selfExcluded: (until: string) =>
    `You have excluded yourself until ${until}. You cannot log in, play or deposit until then.`,
  closed: 'This account is closed.',
  passwordIncorrect: 'The password is incorrect',
  balanceRemaining: 'Please withdraw your balance before closing the account',
  transactionPending: 'Please wait until your pending deposits and withdrawals are finished',
} as const;
