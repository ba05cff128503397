import type { QueryClient } from '@tanstack/react-query';
import type { WsMessage } from '@casino/contracts';

/**
 * The memo inbox's query keys and its reaction to the member socket. Its own entry point
 * (`@casino/memo/live`) with no runtime imports, so the shell's first load can carry it.
 */
export const memoKeys = {
  all: ['memo'] as const,
  count: () => [...memoKeys.all, 'count'] as const,
  lists: () => [...memoKeys.all, 'list'] as const,
  list: (tab: string, page: number) => [...memoKeys.lists(), tab, page] as const,
  detail: (id: number) => [...memoKeys.all, 'detail', id] as const,
  popups: () => [...memoKeys.all, 'popups'] as const,
};

/** The member's memo data that may change while no socket listens: read again when it (re)opens. */
export const memoLiveQueryKeys = [memoKeys.all] as const;

/** Spec 7: the count is read again on a socket message while it is below 100 (the badge shows 99+ from there). */
export const COUNT_REFETCH_BELOW = 100;

/** PERSONAL_MESSAGE: a memo arrived; the lists, the pop-ups and (below 100) the count are read again. */
export function onMemoMessage(queryClient: QueryClient, message: WsMessage): void {
  if (message.topic_name !== 'PERSONAL_MESSAGE') return;
  void queryClient.invalidateQueries({ queryKey: memoKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: memoKeys.popups() });
  const count = queryClient.getQueryData<number>(memoKeys.count());
  if (count === undefined || count < COUNT_REFETCH_BELOW) {
    void queryClient.invalidateQueries({ queryKey: memoKeys.count() });
  }
}
