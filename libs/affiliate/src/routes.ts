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
 * point (`@casino/affiliate/routes`) and imports nothing else of the library, so the shell's first load
 * carries only these few lines. The programme page is everyone's; the referral link is a visitor's way in;
 * the setting pages are the member's, and the shell's guard sends members without the `affiliate`
 * privilege home from them.
 */
export const affiliateSiteRoutes = {
  default: [
    { path: 'affiliate' as const, lazy: page('AffiliatePage') },
    { path: 'promotions/affiliate' as const, lazy: page('AffiliatePage') },
    { path: 'affiliate_v2/:code?' as const, lazy: page('ReferralLinkPage') },
  ],
  setting: [
    { path: 'affiliate' as const, nav: 'affiliate' as const, lazy: page('AffiliateOverviewPage') },
    { path: 'affiliate/income' as const, lazy: page('AffiliateIncomePage') },
    { path: 'affiliate/member' as const, lazy: page('AffiliateMembersPage') },
    { path: 'affiliate/statistics' as const, lazy: page('AffiliateStatisticsPage') },
  ],
};
