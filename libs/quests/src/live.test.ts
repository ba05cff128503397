// @vitest-environment node
import { readFileSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { questsKeys } from './api/keys';
import { onQuestsMessage, questLiveQueryKeys } from './live';

describe('onQuestsMessage', () => {
  it('marks every quest query stale on PERSONAL_MESSAGE (a quest completed or paid), and nothing else', () => {
    const queryClient = new QueryClient();
    const board = questsKeys.board('member', 1);
    const claims = questsKeys.claims({ page: 1 });
    const levels = questsKeys.levels(1, 1);
    queryClient.setQueryData(board, []);
    queryClient.setQueryData(claims, { total: 0, data: [] });
    queryClient.setQueryData(levels, { data: [] });

    onQuestsMessage(queryClient, { topic_name: 'REBATE', data: {} });
    expect(queryClient.getQueryState(board)?.isInvalidated).toBe(false);

    onQuestsMessage(queryClient, { topic_name: 'PERSONAL_MESSAGE', data: {} });
    expect(queryClient.getQueryState(board)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(claims)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(levels)?.isInvalidated).toBe(false);
  });

  it('reads the board again on QUEST, when a round or a deposit moved the progress', () => {
    const queryClient = new QueryClient();
    const board = questsKeys.board('member', 1);
    queryClient.setQueryData(board, []);
    onQuestsMessage(queryClient, { topic_name: 'QUEST', data: { quest_ids: [3] } });
    expect(queryClient.getQueryState(board)?.isInvalidated).toBe(true);
  });

  it('names the root of the quest queries for the socket to read again on open', () => {
    expect(questLiveQueryKeys).toEqual([questsKeys.quests()]);
  });
});

describe('the live entry point', () => {
  it('imports nothing at run time but the keys, so the shell can carry it', () => {
    const source = readFileSync(new URL('./live.ts', import.meta.url), 'utf8');
    const runtimeImports = source
      .split('\n')
      .filter((line) => /^(import|export) .* from /.test(line) && !/^import type\s/.test(line));
    expect(runtimeImports).toEqual([
      "import { questsKeys } from './api/keys';",
      "export { questLiveQueryKeys } from './api/keys';",
    ]);
  });
});
