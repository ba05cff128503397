/**
 * The double-entry ledger. Every balance change is `transfer(tx, input)` inside the caller's
 * transaction; see README.md in this folder.
 */
export { transfer } from './transfer';
export { transferBatch } from './batch';
export { balanceOf, entriesOf } from './queries';
export type { EntriesQuery } from './queries';
export { holdForWithdrawal, payOutHold, releaseHold } from './holds';
export type { HoldInput } from './holds';
export { accountIdOf } from './accounts';
export { insufficientFunds, idempotencyConflict, LedgerInputError, LEDGER_MESSAGES } from './errors';
export type {
  AccountRef,
  LedgerEntry,
  MemberAccountKind,
  SystemAccountKind,
  TransferInput,
  TransferResult,
} from './types';
