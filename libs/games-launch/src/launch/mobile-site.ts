import { browserTraits } from './decide-launch';

export interface MobileSiteVisit {
  userAgent: string;
  /** The brand's mobile site (global-config `mobile_url`); null when it has none. */
  mobileUrl: string | null;
  /** The address the visitor arrived at. */
  currentUrl: string;
  /** The route's language: the mobile site's register page is under it. */
  language: string;
}

/** `base`'s path with `path` after it, so a mobile site under a folder (`https://x.test/m`) keeps it. */
function under(base: URL, path: string): URL {
  const url = new URL(base);
  url.pathname = `${base.pathname.replace(/\/+$/, '')}${path}`;
  return url;
}

/** Whether `path` is `folder` or inside it (`/m/en` is inside `/m/`; `/mobile` is not). */
function isUnder(path: string, folder: string): boolean {
  const base = folder.replace(/\/+$/, '');
  return base === '' || path === base || path.startsWith(`${base}/`);
}

/** A referral link's code: `/{lang}/affiliate_v2/{code}` (or unprefixed for the default language). */
const REFERRAL_LINK = /^(?:\/[a-z]{2})?\/affiliate_v2\/([^/]+)\/?$/;

/** The referral code the visitor arrived with: the referral link's, else the query's `ref_code`. */
function arrivalRefCode(current: URL): string | null {
  const linked = REFERRAL_LINK.exec(current.pathname)?.[1];
  if (linked) {
    try {
      return decodeURIComponent(linked);
    } catch {
      return linked;
    }
  }
  return current.searchParams.get('ref_code');
}

/**
 * Whether the visit could go to the mobile site at all: a phone, and a mobile site configured. Only then
 * is the crawler check (a large list of patterns, loaded on demand) worth asking.
 */
export function mayLeaveForMobileSite(visit: Pick<MobileSiteVisit, 'mobileUrl' | 'userAgent'>): boolean {
  return Boolean(visit.mobileUrl && URL.canParse(visit.mobileUrl) && browserTraits(visit.userAgent).mobile);
}

/**
 * Spec 2: where a phone visitor goes on arrival, or null to stay. Phones (not tablets, not desktops) are
 * sent to the mobile site when one is configured: to its register page in the same language when they
 * came with a referral code (a referral link's, or the query's `ref_code`; carried along), else to the
 * same path, query and fragment there. Crawlers read this site as it is, and a visitor already on the
 * mobile site (its origin, under its folder) stays, so nothing can loop: a mobile site on this origin is
 * one under its own folder (the platform serves the phone shell at `/m/`).
 */
export function mobileSiteRedirect(
  visit: MobileSiteVisit,
  isCrawler: (userAgent: string) => boolean,
): string | null {
  if (!mayLeaveForMobileSite(visit) || isCrawler(visit.userAgent)) return null;
  if (!visit.mobileUrl) return null;
  const mobile = new URL(visit.mobileUrl);
  const current = new URL(visit.currentUrl);
  // Already on the mobile site: its origin, under its folder (the whole origin when it has none).
  if (mobile.origin === current.origin && isUnder(current.pathname, mobile.pathname)) return null;

  const refCode = arrivalRefCode(current);
  if (refCode) {
    const register = under(mobile, `/${visit.language}/register`);
    register.searchParams.set('ref_code', refCode);
    return register.toString();
  }
  const same = under(mobile, current.pathname === '/' ? '' : current.pathname);
  same.search = current.search;
  same.hash = current.hash;
  return same.toString();
}
