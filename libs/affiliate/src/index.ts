import './i18n';

export { affiliateSiteRoutes } from './routes';
export { affiliateKeys } from './api/keys';
export { useAffiliateMember, useAffiliateArticles, useJoinAffiliate } from './api/programme';
export { useAffiliateProfile, useAffiliateTransaction } from './api/account';
export { useRefreshAffiliate } from './api/refresh';
export { AffiliateArticles } from './components/affiliate-articles';
export { AffiliateStanding } from './components/affiliate-standing';
export { HowItWorks } from './components/how-it-works';
export { ReferralLink, useReferralLink } from './components/referral-link';
export { TransferAffiliate } from './components/transfer-affiliate';
