import type { RouteObject } from 'react-router';
import type * as AllPages from './all-pages';

export type Lazy = NonNullable<RouteObject['lazy']>;

type Pages = typeof AllPages;

/** A route's page, from the library's one lazily loaded chunk (which registers the texts first). */
const page =
  (name: keyof Pages): Lazy =>
  async () => ({ Component: (await import('./all-pages'))[name] });

/**
 * This library's pages in the shape the shell composes (`SiteRoutes`), lazily loaded. It is its own entry
 * point (`@casino/promotions/routes`) and imports nothing else of the library, so the shell's first load
 * carries only these few lines: the pages, their texts and their data come with the pages' chunk.
 */
export const promotionsSiteRoutes = {
  default: [
    { path: 'promotions' as const, lazy: page('PromotionsPage') },
    { path: 'promotions/:id' as const, lazy: page('PromotionDetailPage') },
    { path: 'cashback' as const, lazy: page('CashbackPage') },
    { path: 'promotions/cashback' as const, lazy: page('CashbackPage') },
    { path: 'promotions/rebate' as const, lazy: page('RebatePage') },
    { path: 'coupon/:id?' as const, lazy: page('CouponPage') },
    { path: 'coupon/couponDetails' as const, lazy: page('CouponDetailsPage') },
  ],
  setting: [
    { path: 'promotion' as const, nav: 'promotion' as const, lazy: page('PromotionHistoryPage') },
    { path: 'cashback' as const, nav: 'cashback' as const, lazy: page('CashbackPage') },
    { path: 'rebate' as const, nav: 'rebate' as const, lazy: page('RebatePage') },
    { path: 'couponhistory' as const, nav: 'couponHistory' as const, lazy: page('CouponHistoryPage') },
  ],
};
