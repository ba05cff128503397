import { buildCompleteMember, errorReply, list, mockEndpoint } from '@casino/api-client/testing';
import { memberApi } from '@casino/contracts';
import * as exclusionApi from '@casino/contracts/exclusion';
import type { ClosureCheck, ExclusionRequest } from '@casino/contracts/exclusion';

/** The password the mocked member has; any other is refused as the server does. */
export const TEST_PASSWORD = 'Secret123';

export const emptyWallet: ClosureCheck = {
  balance: '0.00',
  currency: 'THB',
  pending_deposits: 0,
  pending_withdrawals: 0,
  can_close: true,
};

export const walletWithMoney: ClosureCheck = {
  ...emptyWallet,
  balance: '150.00',
  pending_withdrawals: 1,
  can_close: false,
};

const wrongPassword = () =>
  errorReply({
    code: 400,
    reason: 'CURRENT_PASSWORD_INCORRECT',
    message: 'The password is incorrect',
    errors: [{ field: 'body.password', message: 'The password is incorrect' }],
  });

/**
 * A logged-in member and the exclusion API as the server answers it (the password checked, the end worked
 * out from now); `loggedIn: false` for a visitor. For tests and stories alike.
 */
export function selfExclusionHandlers(
  options: { loggedIn?: boolean; closure?: ClosureCheck | 'error'; onRequest?: (body: unknown) => void } = {},
) {
  const { loggedIn = true, closure = emptyWallet } = options;
  return [
    mockEndpoint(memberApi.profileFind, () => list(loggedIn ? [buildCompleteMember()] : [])),
    mockEndpoint(exclusionApi.exclusionCreate, ({ body }) => {
      options.onRequest?.(body);
      const request = body as ExclusionRequest;
      if (request.password !== TEST_PASSWORD) return wrongPassword();
      const start = new Date();
      const end = new Date(start);
      if (request.kind === 'time_out') end.setTime(start.getTime() + request.hours * 3_600_000);
      else end.setUTCMonth(end.getUTCMonth() + request.months);
      return { kind: request.kind, starts_at: start.toISOString(), ends_at: end.toISOString() };
    }),
    mockEndpoint(exclusionApi.closureCheckFind, () =>
      closure === 'error'
        ? errorReply({ code: 500, reason: 'INTERNAL', message: 'Internal server error' })
        : closure,
    ),
    mockEndpoint(exclusionApi.closeAccountCreate, ({ body }) => {
      options.onRequest?.(body);
      if ((body as { password: string }).password !== TEST_PASSWORD) return wrongPassword();
      return { closed_at: new Date().toISOString() };
    }),
  ];
}
