import { AppError } from '../http/errors';

/** English texts of ledger failures; the web localizes by reason. */
export const LEDGER_MESSAGES = {
  insufficientFunds: 'Amount in wallet exceeded',
  keyReused: 'This idempotency key was already used for a different transfer',
  unknownAccount: 'Account not found',
  currencyMismatch: 'Both sides of a transfer must be in the same currency',
} as const;

export const insufficientFunds = () =>
  new AppError(422, 'INSUFFICIENT_FUNDS', LEDGER_MESSAGES.insufficientFunds);

export const idempotencyConflict = () => new AppError(409, 'CONFLICT', LEDGER_MESSAGES.keyReused);

/** A programming error: callers must pass valid transfers. */
export class LedgerInputError extends Error {
  override name = 'LedgerInputError';
}
