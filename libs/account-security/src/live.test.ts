import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { onAccountSecurityMessage, securityKeys } from './live';

describe('onAccountSecurityMessage', () => {
  it('reads the sessions again on SESSIONS, and ignores other topics', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(securityKeys.sessions(), { data: [] });
    queryClient.setQueryData(securityKeys.history(), { data: [] });
    onAccountSecurityMessage(queryClient, { topic_name: 'POINT', data: {} });
    expect(queryClient.getQueryState(securityKeys.sessions())?.isInvalidated).toBe(false);
    onAccountSecurityMessage(queryClient, { topic_name: 'SESSIONS', data: {} });
    expect(queryClient.getQueryState(securityKeys.sessions())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(securityKeys.history())?.isInvalidated).toBe(false);
  });
});
