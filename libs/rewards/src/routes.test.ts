// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rewardsSiteRoutes } from './routes';

describe('the routes entry point', () => {
  it('imports nothing at run time, so mounting the pages adds no code to the first load', () => {
    const source = readFileSync(new URL('./routes.ts', import.meta.url), 'utf8');
    const runtimeImports = source
      .split('\n')
      .filter((line) => /^import\s/.test(line) && !/^import type\s/.test(line));
    expect(runtimeImports).toEqual([]);
    // Pages arrive through `lazy: () => import(...)`, which is not a top-level import.
  });

  it('mounts the spec’s reward pages and the two setting pages with their side navigation entries', () => {
    expect(rewardsSiteRoutes.default.map((page) => page.path)).toEqual([
      'reward',
      'reward/redreemExchangeReward',
      'reward/redreemExchangeReward/:id',
      'reward/lucky-box',
      'reward/random-card',
      'reward/freespin',
      'reward/exchange-point',
      'reward/history',
    ]);
    expect(rewardsSiteRoutes.setting.map(({ path, nav }) => [path, nav])).toEqual([
      ['redeemhistory', 'redeemHistory'],
      ['totalpoints', 'totalPoints'],
    ]);
  });
});
