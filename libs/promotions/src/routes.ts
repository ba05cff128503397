import type { RouteObject } from 'react-router';

export type Lazy = NonNullable<RouteObject['lazy']>;

const cashback = (async () => ({
  Component: (await import('./cashback/pages/cashback-page')).CashbackPage,
})) satisfies Lazy;
const rebate = (async () => ({
  Component: (await import('./cashback/pages/rebate-page')).RebatePage,
})) satisfies Lazy;

const promotionsPage = {
  path: 'promotions' as const,
  lazy: (async () => {
    await import('./i18n');
    return { Component: (await import('./pages/promotions-page')).PromotionsPage };
  }) satisfies Lazy,
};

const promotionDetailPage = {
  path: 'promotions/:id' as const,
  lazy: (async () => {
    await import('./i18n');
    return { Component: (await import('./pages/promotion-detail-page')).PromotionDetailPage };
  }) satisfies Lazy,
};

const promotionHistoryPage = {
  path: 'promotion' as const,
  nav: 'promotion' as const,
  lazy: (async () => {
    await import('./i18n');
    return { Component: (await import('./pages/promotion-history-page')).PromotionHistoryPage };
  }) satisfies Lazy,
};

// The coupon pages' chunks bring their own namespace (`coupon/text.ts` imports `coupon/i18n.ts`).
const couponPage = {
  path: 'coupon/:id?' as const,
  lazy: (async () => ({
    Component: (await import('./coupon/pages/coupon-page')).CouponPage,
  })) satisfies Lazy,
};

const couponDetailsPage = {
  path: 'coupon/couponDetails' as const,
  lazy: (async () => ({
    Component: (await import('./coupon/pages/coupon-details-page')).CouponDetailsPage,
  })) satisfies Lazy,
};

const couponHistoryPage = {
  path: 'couponhistory' as const,
  nav: 'couponHistory' as const,
  lazy: (async () => ({
    Component: (await import('./coupon/pages/coupon-history-page')).CouponHistoryPage,
  })) satisfies Lazy,
};

/**
 * This library's pages in the shape the shell composes (`SiteRoutes`), each a lazily loaded chunk. It is
 * its own entry point (`@casino/promotions/routes`) and imports nothing else of the library, so the
 * shell's first load carries only these few lines: the pages, their texts and their data come with the
 * page's chunk.
 */
export const promotionsSiteRoutes = {
  default: [
    promotionsPage,
    promotionDetailPage,
    { path: 'cashback' as const, lazy: cashback },
    { path: 'promotions/cashback' as const, lazy: cashback },
    { path: 'promotions/rebate' as const, lazy: rebate },
    couponPage,
    couponDetailsPage,
  ],
  setting: [
    promotionHistoryPage,
    { path: 'cashback' as const, nav: 'cashback' as const, lazy: cashback },
    { path: 'rebate' as const, nav: 'rebate' as const, lazy: rebate },
    couponHistoryPage,
  ],
};
