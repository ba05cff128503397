// @vitest-environment node
import { readFileSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { rewardsKeys } from './api/keys';
import { onRewardsMessage, rewardsLiveQueryKeys } from './live';
import { reelRush } from './testing/fixtures';

function seeded() {
  const queryClient = new QueryClient();
  const keys = {
    totals: rewardsKeys.pointTotals(),
    spins: rewardsKeys.freeSpins(1),
    history: rewardsKeys.history({ page: 1 }),
    types: rewardsKeys.types(1),
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
  const stale = () =>
    Object.fromEntries(
      Object.entries(keys).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated]),
    );
  return { queryClient, stale };
}

describe('onRewardsMessage', () => {
  it.each(['POINT', 'FREESPIN_PROMOTION'] as const)(
    'marks every member query stale on %s, and not the public catalogue',
    (topic) => {
      const { queryClient, stale } = seeded();
      const data =
        topic === 'POINT'
          ? {}
          : {
              grant_id: 1,
              spins: 10,
              amount_per_round: '1.00',
              expire_date: '2026-12-02T00:00:00Z',
              game: reelRush,
            };
      onRewardsMessage(queryClient, { topic_name: topic, data } as Parameters<typeof onRewardsMessage>[1]);
      expect(stale()).toEqual({ totals: true, spins: true, history: true, types: false });
    },
  );

  it('reads the redeem history again on PERSONAL_MESSAGE (staff shipped or refused a reward), and ignores others', () => {
    const { queryClient, stale } = seeded();
    onRewardsMessage(queryClient, { topic_name: 'REBATE', data: {} });
    expect(stale()).toEqual({ totals: false, spins: false, history: false, types: false });
    onRewardsMessage(queryClient, { topic_name: 'PERSONAL_MESSAGE', data: {} });
    expect(stale()).toEqual({ totals: false, spins: false, history: true, types: false });
  });

  it('names the root of the member queries for the socket to read again on open', () => {
    expect(rewardsLiveQueryKeys).toEqual([rewardsKeys.member()]);
  });
});

describe('the live entry point', () => {
  it('imports nothing at run time but the keys, so the shell can carry it', () => {
    const source = readFileSync(new URL('./live.ts', import.meta.url), 'utf8');
    const runtimeImports = source
      .split('\n')
      .filter((line) => /^(import|export) .* from /.test(line) && !/^import type\s/.test(line));
    expect(runtimeImports).toEqual([
      "import { rewardsKeys } from './api/keys';",
      "export { rewardsLiveQueryKeys } from './api/keys';",
    ]);
  });
});
