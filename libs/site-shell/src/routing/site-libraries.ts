import { accountSecuritySiteRoutes } from '@casino/account-security/routes';
import { affiliateSiteRoutes } from '@casino/affiliate/routes';
import { authSiteRoutes } from '@casino/auth';
import { gamesSiteRoutes } from '@casino/games-launch';
import { memoSiteRoutes } from '@casino/memo/routes';
import { profileSiteRoutes } from '@casino/profile/routes';
import { promotionsSiteRoutes } from '@casino/promotions/routes';
import { questsSiteRoutes } from '@casino/quests/routes';
import { rewardsSiteRoutes } from '@casino/rewards/routes';
import { saferGamblingSiteRoutes } from '@casino/safer-gambling/routes';
import { selfExclusionSiteRoutes } from '@casino/self-exclusion/routes';
import { walletCashboxSiteRoutes } from '@casino/wallet-cashbox';
import type { SiteRoutes } from './site-routes';

/**
 * Every domain library whose pages are on the member site, in both shells: a domain library adds its
 * `SiteRoutes` export here (each a light entry point whose pages load lazily).
 */
export const domainSiteRoutes: readonly SiteRoutes[] = [
  authSiteRoutes,
  walletCashboxSiteRoutes,
  profileSiteRoutes,
  gamesSiteRoutes,
  promotionsSiteRoutes,
  memoSiteRoutes,
  questsSiteRoutes,
  rewardsSiteRoutes,
  affiliateSiteRoutes,
  saferGamblingSiteRoutes,
  selfExclusionSiteRoutes,
  accountSecuritySiteRoutes,
];
