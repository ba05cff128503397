// Every page of the library in one chunk: the pages are small and share most of their parts, and one
// dynamic import keeps the shell's route table (which the home page loads) to one preload list. uPlot is
// not in it: the statistics page imports it when it draws.
export { AffiliatePage } from './affiliate-page';
export { ReferralLinkPage } from './referral-link-page';
export { AffiliateOverviewPage } from './overview-page';
export { AffiliateIncomePage } from './income-page';
export { AffiliateMembersPage } from './members-page';
export { AffiliateStatisticsPage } from './statistics-page';
