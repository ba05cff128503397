import type { QueryClient } from '@tanstack/react-query';
import type { WsMessage } from '@casino/contracts';

/**
 * The security page's query keys and its reaction to the member socket. Its own entry point
 * (`@casino/account-security/live`) with no runtime imports, so the shell's first load can carry it.
 */
export const securityKeys = {
  all: ['account-security'] as const,
  twoFactor: () => [...securityKeys.all, 'two-factor'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
  history: () => [...securityKeys.all, 'history'] as const,
};

/** Read again when the socket (re)opens: a session may have been signed out meanwhile. */
export const securityLiveQueryKeys = [securityKeys.sessions()] as const;

/** SESSIONS: a session of the member was signed out elsewhere; the list is read again. */
export function onAccountSecurityMessage(queryClient: QueryClient, message: WsMessage): void {
  if (message.topic_name !== 'SESSIONS') return;
  void queryClient.invalidateQueries({ queryKey: securityKeys.sessions() });
}
