/** English texts of wallet transfer failures; the web localizes by reason. */
export const TRANSFER_MESSAGES = {
  amountInvalid: 'Enter a valid amount',
  belowMinimum: 'The minimum transfer amount is {min}',
  amountExceeded: 'Amount in wallet exceeded',
  keyReused: 'This request key was already used for another transfer',
} as const;
