// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { affiliateSiteRoutes } from './routes';

describe('the routes entry point', () => {
  it('imports nothing at run time, so mounting the pages adds no code to the first load', () => {
    const source = readFileSync(new URL('./routes.ts', import.meta.url), 'utf8');
    const runtimeImports = source
      .split('\n')
      .filter((line) => /^import\s/.test(line) && !/^import type\s/.test(line));
    expect(runtimeImports).toEqual([]);
    // Pages arrive through `lazy: () => import(...)`, which is not a top-level import.
  });

  it('mounts the programme page twice, the referral link, and the four setting pages under one navigation entry', () => {
    expect(affiliateSiteRoutes.default.map((page) => page.path)).toEqual([
      'affiliate',
      'promotions/affiliate',
      'affiliate_v2/:code?',
    ]);
    expect(affiliateSiteRoutes.setting.map((page) => [page.path, 'nav' in page ? page.nav : null])).toEqual([
      ['affiliate', 'affiliate'],
      ['affiliate/income', null],
      ['affiliate/member', null],
      ['affiliate/statistics', null],
    ]);
  });

  it('loads each page from the one chunk of pages', async () => {
    const all = [...affiliateSiteRoutes.default, ...affiliateSiteRoutes.setting];
    const components = await Promise.all(
      all.map(async (route) => {
        const load = route.lazy as () => Promise<{ Component: { name: string } }>;
        return (await load()).Component.name;
      }),
    );
    expect(components).toEqual([
      'AffiliatePage',
      'AffiliatePage',
      'ReferralLinkPage',
      'AffiliateOverviewPage',
      'AffiliateIncomePage',
      'AffiliateMembersPage',
      'AffiliateStatisticsPage',
    ]);
  });
});
