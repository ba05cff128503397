import { z } from './zod-config';
import { defineEndpoint } from './endpoint';
import { paginated, queryId } from './query';
import {
  BankInfoAvailable,
  BankInfoCheck,
  MemberProfile,
  MemberSecurityQuestion,
  ProfileUpdate,
  SetSecurityQuestion,
} from './profile';

export const profilePatch = defineEndpoint({
  service: 'users',
  scope: 'mb',
  method: 'patch',
  summary: "Update the member's own profile (step 2); the id must be the member's.",
  body: ProfileUpdate,
  response: MemberProfile,
});

export const verifyBankInfo = defineEndpoint({
  service: 'user-verify-bank-info',
  scope: 'mb',
  method: 'create',
  summary: 'Check that a bank account or wallet is not held by another member.',
  body: BankInfoCheck,
  response: BankInfoAvailable,
});

export const securityQuestionGet = defineEndpoint({
  service: 'user-security-question',
  scope: 'mb',
  method: 'find',
  summary: "The member's security question, in the given language (answer never returned).",
  query: z.strictObject({ language_id: queryId.optional() }),
  response: paginated(MemberSecurityQuestion),
});

export const securityQuestionSet = defineEndpoint({
  service: 'user-security-question',
  scope: 'mb',
  method: 'create',
  summary: 'Choose a security question and set its answer (stored hashed).',
  body: SetSecurityQuestion,
  response: MemberSecurityQuestion,
});
