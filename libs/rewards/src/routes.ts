import type { RouteObject } from 'react-router';
import type * as AllPages from './pages/all-pages';

export type Lazy = NonNullable<RouteObject['lazy']>;

type Pages = typeof AllPages;

/** A route's page, from the library's one lazily loaded chunk (its texts come with it: `text.ts` imports `i18n.ts`). */
const page =
  (name: keyof Pages): Lazy =>
  async () => ({ Component: (await import('./pages/all-pages'))[name] });

/**
 * This library's pages in the shape the shell composes (`SiteRoutes`), lazily loaded. It is its own entry
 * point (`@casino/rewards/routes`) and imports nothing else of the library, so the shell's first load
 * carries only these few lines. Every page is the member's; the shell's guard sends members whose points
 * are hidden home.
 */
export const rewardsSiteRoutes = {
  default: [
    { path: 'reward' as const, lazy: page('RewardPage') },
    // The spec's bare special-reward path: the shop, on its special rewards.
    { path: 'reward/redreemExchangeReward' as const, lazy: page('RewardPage') },
    { path: 'reward/redreemExchangeReward/:id' as const, lazy: page('SpecialRewardPage') },
    { path: 'reward/lucky-box' as const, lazy: page('LuckyBoxPage') },
    { path: 'reward/random-card' as const, lazy: page('RandomCardPage') },
    { path: 'reward/freespin' as const, lazy: page('FreeSpinPage') },
    { path: 'reward/exchange-point' as const, lazy: page('ExchangePointPage') },
    { path: 'reward/history' as const, lazy: page('RedeemHistoryPage') },
  ],
  setting: [
    { path: 'redeemhistory' as const, nav: 'redeemHistory' as const, lazy: page('RedeemHistoryPage') },
    { path: 'totalpoints' as const, nav: 'totalPoints' as const, lazy: page('TotalPointsPage') },
  ],
};
