import { defineEndpoint } from './endpoint';
import { noQuery } from './query';
import {
  AccountClosed,
  CloseAccountRequest,
  ClosureCheck,
  ExclusionRequest,
  ExclusionStarted,
} from './exclusion';

export * from './exclusion';

export const exclusionCreate = defineEndpoint({
  service: 'member-exclusion',
  scope: 'mb',
  method: 'create',
  summary: 'Start a time-out or self-exclusion (password and acknowledgement); ends every session.',
  body: ExclusionRequest,
  response: ExclusionStarted,
});

export const closureCheckFind = defineEndpoint({
  service: 'member-close-account',
  scope: 'mb',
  method: 'find',
  summary: 'Whether the account can be closed now: balance and pending deposits or withdrawals.',
  query: noQuery,
  response: ClosureCheck,
});

export const closeAccountCreate = defineEndpoint({
  service: 'member-close-account',
  scope: 'mb',
  method: 'create',
  summary: 'Close the account for good (password and acknowledgement); ends every session.',
  body: CloseAccountRequest,
  response: AccountClosed,
});
