import type { CustomFunction } from '@casino/contracts';
import { stripLocale } from '@casino/i18n';

/** What the guard of spec section 2 reads about a logged-in member. */
export interface GuardFacts {
  privileges: readonly CustomFunction['privilege'][number][];
  configList: readonly CustomFunction['configList'][number][];
  /** The wallet's pointData.is_display. */
  pointDisplay: boolean;
}

/** The path's segments without the locale prefix, query or hash: `/th/setting/rebate?x` → [setting, rebate]. */
function segments(pathname: string): string[] {
  const [path = ''] = stripLocale(pathname).split(/[?#]/);
  return path.split('/').filter(Boolean);
}

/**
 * Spec section 2's route guard for a logged-in member: `true` when the page must send them home.
 * Anonymous visitors are not guarded (the spec does not say what they see; the pages themselves ask
 * for a login where they need one).
 */
export function mustRedirectHome(pathname: string, facts: GuardFacts): boolean {
  const parts = segments(pathname);
  const [first, second] = parts;
  const has = (privilege: GuardFacts['privileges'][number]) => facts.privileges.includes(privilege);
  const inSetting = first === 'setting';
  const page = inSetting ? second : first;

  if (first === 'register') return true;
  if (page === 'rebate' || (first === 'promotions' && second === 'rebate')) return !has('rebate');
  // The affiliate sub-pages: any page below an `affiliate` segment's parent (setting, promotions) or
  // below /affiliate itself, and the referral pages of affiliate_v2.
  const affiliateSubPage = (parts.includes('affiliate') && parts.length > 1) || first === 'affiliate_v2';
  if (affiliateSubPage) return !has('affiliate');
  if (page === 'totalpoints' || first === 'reward') return !facts.pointDisplay;
  if (first === 'quest') return !has('quest');
  if (inSetting && second === 'personal-message') return !facts.configList.includes('Personal Message');
  if (first === 'coupon' || (inSetting && second === 'couponhistory')) return !has('coupon');
  return false;
}
