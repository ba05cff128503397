// Affiliate (referral) programme contracts: their own entry point (`@casino/contracts/affiliate`), so the
// site's first load does not carry them; the affiliate pages load them lazily.
import './zod-config';
export * from './affiliate-programme';
export * as affiliateApi from './affiliate-programme';
