import type { QueryClient } from '@tanstack/react-query';
import type { WsMessage } from '@casino/contracts';
import { rewardsKeys } from './api/keys';

// What the shell needs of this library at first load, without its texts, pages or contracts: the root of
// the member's reward queries, read again whenever the member socket (re)opens, and its reaction to the
// socket's messages. Type imports only besides the keys.
export { rewardsLiveQueryKeys } from './api/keys';

/**
 * Spec 7: POINT (points earned or spent elsewhere: a bet, a quest, another tab) and FREESPIN_PROMOTION
 * (spins granted) read the member's points, shop, history and free spins again; PERSONAL_MESSAGE (staff
 * approved, shipped or refused a special reward, which writes a memo) reads the redeem history again. The
 * wallet is the shell's, refreshed on the same messages.
 */
export function onRewardsMessage(queryClient: QueryClient, message: WsMessage): void {
  if (message.topic_name === 'POINT' || message.topic_name === 'FREESPIN_PROMOTION') {
    void queryClient.invalidateQueries({ queryKey: rewardsKeys.member() });
  }
  if (message.topic_name === 'PERSONAL_MESSAGE') {
    void queryClient.invalidateQueries({ queryKey: rewardsKeys.histories() });
  }
}
