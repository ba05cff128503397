// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { memoKeys, onMemoMessage } from './live';

function client(count: number | undefined) {
  const queryClient = new QueryClient();
  if (count !== undefined) queryClient.setQueryData(memoKeys.count(), count);
  queryClient.setQueryData(memoKeys.list('inbox', 1), { total: 0 });
  return queryClient;
}
const stale = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('PERSONAL_MESSAGE on the member socket', () => {
  it('reads the lists again, and the count while it is below 100', () => {
    const below = client(99);
    onMemoMessage(below, { topic_name: 'PERSONAL_MESSAGE', data: {} });
    expect(stale(below, memoKeys.count())).toBe(true);
    expect(stale(below, memoKeys.list('inbox', 1))).toBe(true);

    const capped = client(100);
    onMemoMessage(capped, { topic_name: 'PERSONAL_MESSAGE', data: {} });
    expect(stale(capped, memoKeys.count())).toBe(false);
    expect(stale(capped, memoKeys.list('inbox', 1))).toBe(true);
  });

  it('leaves memo data alone on other topics', () => {
    const queryClient = client(3);
    onMemoMessage(queryClient, { topic_name: 'CASHBACK', data: {} });
    expect(stale(queryClient, memoKeys.count())).toBe(false);
  });
});
