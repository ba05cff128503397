import { z } from './zod-config';
import { defineEndpoint } from './endpoint';
import { AuthResult } from './entities/auth';
import {
  ActiveSessions,
  LoginHistory,
  LoginTwoFactor,
  RecoveryCodes,
  RecoveryCodesRegenerate,
  SignedOut,
  TwoFactorConfirm,
  TwoFactorDisable,
  TwoFactorSetup,
  TwoFactorStatus,
} from './account-security';

export const twoFactorStatus = defineEndpoint({
  service: 'two-factor',
  scope: 'mb',
  method: 'find',
  summary: "Whether the member's two-factor login is on, and how many recovery codes are left.",
  query: z.strictObject({}),
  response: TwoFactorStatus,
});

export const twoFactorSetup = defineEndpoint({
  service: 'two-factor-setup',
  scope: 'mb',
  method: 'create',
  summary: 'Starts enabling two-factor: a new secret and its otpauth URI (for the QR code).',
  body: z.strictObject({}),
  response: TwoFactorSetup,
});

export const twoFactorConfirm = defineEndpoint({
  service: 'two-factor-confirm',
  scope: 'mb',
  method: 'create',
  summary: 'Turns two-factor on with a current code; answers the 10 recovery codes, once.',
  body: TwoFactorConfirm,
  response: RecoveryCodes,
});

export const twoFactorDisable = defineEndpoint({
  service: 'two-factor-disable',
  scope: 'mb',
  method: 'create',
  summary: 'Turns two-factor off; needs the password and a current code or a recovery code.',
  body: TwoFactorDisable,
  response: TwoFactorStatus,
});

export const recoveryCodesRegenerate = defineEndpoint({
  service: 'two-factor-recovery-codes',
  scope: 'mb',
  method: 'create',
  summary: 'Replaces the recovery codes (a current code is needed); answers the new ones, once.',
  body: RecoveryCodesRegenerate,
  response: RecoveryCodes,
});

export const loginHistory = defineEndpoint({
  service: 'login-history',
  scope: 'mb',
  method: 'find',
  summary: "The member's last 30 logins, successful and failed, newest first.",
  query: z.strictObject({}),
  response: LoginHistory,
});

export const sessionsFind = defineEndpoint({
  service: 'sessions',
  scope: 'mb',
  method: 'find',
  summary: "The member's active sessions, the asking one marked current.",
  query: z.strictObject({}),
  response: ActiveSessions,
});

export const sessionRemove = defineEndpoint({
  service: 'sessions',
  scope: 'mb',
  method: 'remove',
  summary: 'Signs out one other session of the member.',
  response: SignedOut,
});

export const sessionsSignOutOthers = defineEndpoint({
  service: 'sessions-sign-out-others',
  scope: 'mb',
  method: 'create',
  summary: 'Signs out every session of the member but the asking one.',
  body: z.strictObject({}),
  response: SignedOut,
});

export const loginTwoFactor = defineEndpoint({
  service: 'authentication-two-factor',
  scope: 'pb',
  method: 'create',
  summary: "Login's second step: the challenge and a current code (or a recovery code) open the session.",
  body: LoginTwoFactor,
  response: AuthResult,
});
