import type { QueryClient } from '@tanstack/react-query';
import type { WsMessage } from '@casino/contracts';
import { questsKeys } from './api/keys';

// What the shell needs of this library at first load, without its texts, pages or contracts: the root of
// the member's quest queries, read again whenever the member socket (re)opens, and its reaction to the
// socket's messages. Type imports only besides the keys.
export { questLiveQueryKeys } from './api/keys';

/**
 * QUEST: the member's progress moved (a round or a deposit counted); PERSONAL_MESSAGE: the server wrote
 * the member a memo when a quest of theirs completed or paid. Either way the board, the check-in and the
 * histories are read again (the wallet is the shell's, refreshed on its own messages).
 */
export function onQuestsMessage(queryClient: QueryClient, message: WsMessage): void {
  if (message.topic_name !== 'PERSONAL_MESSAGE' && message.topic_name !== 'QUEST') return;
  void queryClient.invalidateQueries({ queryKey: questsKeys.quests() });
}
