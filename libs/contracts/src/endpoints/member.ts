import { defineEndpoint } from '../endpoint';
import { listQuery, noQuery, paginated } from '../query';
import { ActiveStep, AuthenticatedUser, Wallet } from '../entities/user';

export const profileFind = defineEndpoint({
  service: 'users',
  scope: 'mb',
  method: 'find',
  summary: "The logged-in member's profile (a list of one).",
  query: noQuery,
  response: paginated(AuthenticatedUser),
});

export const walletFind = defineEndpoint({
  service: 'wallet',
  scope: 'mb',
  method: 'find',
  summary: "The member's main wallet with the other balances, points and turnover.",
  query: noQuery,
  response: paginated(Wallet),
});

export const activeStepFind = defineEndpoint({
  service: 'active-step-information',
  scope: 'mb',
  method: 'find',
  summary: 'The three profile steps and which are active.',
  query: listQuery(['step_no'], {}),
  response: paginated(ActiveStep),
});
