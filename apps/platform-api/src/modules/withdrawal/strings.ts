/** English texts of withdrawal failures (spec 8); the web localizes by reason. */
export const WITHDRAWAL_MESSAGES = {
  amountInvalid: 'Enter a valid amount',
  amountOutOfRange: 'The amount must be between {min} and {max}',
  amountExceeded: 'Amount in wallet exceeded',
  turnoverRequired: 'Withdraw the turnover requirement first',
  contactStaff: 'Withdrawal not successful, please contact staff',
  noBankAccount: 'Register a bank account first',
  notFound: 'Withdrawal not found',
  notPending: 'This withdrawal has already been decided',
  keyReused: 'This request was already sent with other details',
  description: 'Withdrawals go to the bank account registered in your profile.',
} as const;

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
