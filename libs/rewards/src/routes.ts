import type { RouteObject } from 'react-router';

export type Lazy = NonNullable<RouteObject['lazy']>;

// Each page's chunk brings the namespace with it (`text.ts` imports `i18n.ts`).
const shop = (async () => ({ Component: (await import('./pages/reward-page')).RewardPage })) satisfies Lazy;
const redeemHistory = (async () => ({
  Component: (await import('./pages/redeem-history-page')).RedeemHistoryPage,
})) satisfies Lazy;

/**
 * This library's pages in the shape the shell composes (`SiteRoutes`), each a lazily loaded chunk. It is
 * its own entry point (`@casino/rewards/routes`) and imports nothing else of the library, so the shell's
 * first load carries only these few lines: the pages, their texts and their data come with the page's
 * chunk. Every page is the member's; the shell's guard sends members whose points are hidden home.
 */
export const rewardsSiteRoutes = {
  default: [
    { path: 'reward' as const, lazy: shop },
    // The spec's bare special-reward path: the shop, on its special rewards.
    { path: 'reward/redreemExchangeReward' as const, lazy: shop },
    {
      path: 'reward/redreemExchangeReward/:id' as const,
      lazy: (async () => ({
        Component: (await import('./pages/special-reward-page')).SpecialRewardPage,
      })) satisfies Lazy,
    },
    {
      path: 'reward/lucky-box' as const,
      lazy: (async () => ({
        Component: (await import('./pages/lucky-box-page')).LuckyBoxPage,
      })) satisfies Lazy,
    },
    {
      path: 'reward/random-card' as const,
      lazy: (async () => ({
        Component: (await import('./pages/random-card-page')).RandomCardPage,
      })) satisfies Lazy,
    },
    {
      path: 'reward/freespin' as const,
      lazy: (async () => ({
        Component: (await import('./pages/free-spin-page')).FreeSpinPage,
      })) satisfies Lazy,
    },
    {
      path: 'reward/exchange-point' as const,
      lazy: (async () => ({
        Component: (await import('./pages/exchange-point-page')).ExchangePointPage,
      })) satisfies Lazy,
    },
    { path: 'reward/history' as const, lazy: redeemHistory },
  ],
  setting: [
    { path: 'redeemhistory' as const, nav: 'redeemHistory' as const, lazy: redeemHistory },
    {
      path: 'totalpoints' as const,
      nav: 'totalPoints' as const,
      lazy: (async () => ({
        Component: (await import('./pages/total-points-page')).TotalPointsPage,
      })) satisfies Lazy,
    },
  ],
};
