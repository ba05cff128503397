import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cashbackKeys } from './cashback/keys';
import { onPromotionsMessage } from './live';

describe('onPromotionsMessage', () => {
  it('marks the cashback and rebate pages stale on CASHBACK and REBATE, and nothing else', () => {
    const queryClient = new QueryClient();
    const member = cashbackKeys.member('rebate');
    const other = ['wallet'];
    queryClient.setQueryData(member, { available: '0' });
    queryClient.setQueryData(other, { balance: '1' });

    onPromotionsMessage(queryClient, {
      topic_name: 'DEPOSIT',
      data: { status: 'success', amount: '1' },
    } as never);
    expect(queryClient.getQueryState(member)?.isInvalidated).toBe(false);

    onPromotionsMessage(queryClient, { topic_name: 'REBATE', data: {} });
    expect(queryClient.getQueryState(member)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
