import { buildCompleteMember, errorReply, list, mockEndpoint } from '@casino/api-client/testing';
import { accountSecurityApi, memberApi } from '@casino/contracts';
import type { ActiveSession, LoginHistoryEntry } from '@casino/contracts';

/** The fields the mocks read from a body. */
const fieldOf = (body: unknown, name: string) => (body as Record<string, unknown> | undefined)?.[name];
import { SECRET, history, recoveryCodes, sessions } from './fixtures';

/**
 * A logged-in member's security page for tests and stories: two-factor off (or on), two sessions and a
 * short history. Enabling takes the code 123456; anything else is refused as the server would.
 */
export function securityHandlers(
  options: { enabled?: boolean; sessions?: ActiveSession[]; history?: LoginHistoryEntry[] } = {},
) {
  let enabled = options.enabled ?? false;
  let current = options.sessions ?? sessions;
  const wrongCode = () =>
    errorReply({ code: 401, reason: 'TWO_FACTOR_CODE_INCORRECT', message: 'wrong code' });
  return [
    mockEndpoint(memberApi.profileFind, () => list([buildCompleteMember()])),
    mockEndpoint(accountSecurityApi.twoFactorStatus, () => ({
      enabled,
      recovery_codes_left: enabled ? 10 : 0,
    })),
    mockEndpoint(accountSecurityApi.twoFactorSetup, () => ({
      secret: SECRET,
      otpauth_uri: `otpauth://totp/Royal%20Siam:0812345678?secret=${SECRET}&issuer=Royal%20Siam`,
    })),
    mockEndpoint(accountSecurityApi.twoFactorConfirm, ({ body }) => {
      if (fieldOf(body, 'code') !== '123456') return wrongCode();
      enabled = true;
      return { recovery_codes: recoveryCodes };
    }),
    mockEndpoint(accountSecurityApi.recoveryCodesRegenerate, ({ body }) =>
      fieldOf(body, 'code') === '123456'
        ? { recovery_codes: recoveryCodes.map((code) => code.replace('A', 'Z')) }
        : wrongCode(),
    ),
    mockEndpoint(accountSecurityApi.twoFactorDisable, ({ body }) => {
      if (fieldOf(body, 'password') !== 'Secret123') {
        return errorReply({ code: 400, reason: 'CURRENT_PASSWORD_INCORRECT', message: 'wrong password' });
      }
      if (fieldOf(body, 'code') !== '123456') return wrongCode();
      enabled = false;
      return { enabled: false, recovery_codes_left: 0 };
    }),
    mockEndpoint(accountSecurityApi.sessionsFind, () => ({ data: current })),
    mockEndpoint(accountSecurityApi.sessionRemove, ({ id }) => {
      current = current.filter((session) => session.id !== id);
      return { signed_out: 1 };
    }),
    mockEndpoint(accountSecurityApi.sessionsSignOutOthers, () => {
      const others = current.filter((session) => !session.current).length;
      current = current.filter((session) => session.current);
      return { signed_out: others };
    }),
    mockEndpoint(accountSecurityApi.loginHistory, () => ({ data: options.history ?? history })),
  ];
}
