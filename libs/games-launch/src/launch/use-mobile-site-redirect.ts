import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useRouteLanguage } from '../route-language';
import { mayLeaveForMobileSite, mobileSiteRedirect } from './mobile-site';

/**
 * Spec 2 on arrival: once the brand's mobile site is known (`undefined` while the config loads), a phone
 * visitor leaves for it, on any page, member or not. Decided once, on the address the visitor arrived at,
 * so a later config refresh never moves someone mid-visit. True while leaving (and, on a phone, while the
 * crawler check loads), so the caller can show a loading page rather than this site. `replace` keeps the desktop address out of the history, so Back does
 * not bounce the visitor here and away again.
 */
export function useMobileSiteRedirect(mobileUrl: string | null | undefined): boolean {
  const language = useRouteLanguage();
  const { pathname, search, hash } = useLocation();
  const [arrivalUrl] = useState(() => new URL(`${pathname}${search}${hash}`, window.location.origin).href);
  const [decision, setDecision] = useState<{ target: string | null } | null>(null);
  // Decided during the render the config arrives in (React renders again at once), so the page of this
  // site never paints for a visitor who is leaving.
  const userAgent = navigator.userAgent;
  const mayLeave = mobileUrl !== undefined && mayLeaveForMobileSite({ mobileUrl, userAgent });
  if (decision === null && mobileUrl !== undefined && !mayLeave) setDecision({ target: null });
  const target = decision?.target ?? null;

  // A phone with a mobile site to go to: the crawler list loads first (crawlers read this site as it is).
  const undecidedPhone = decision === null && mayLeave;
  useEffect(() => {
    if (!undecidedPhone) return;
    let current = true;
    void import('isbot').then(({ isbot }) => {
      const visit = { userAgent, mobileUrl: mobileUrl ?? null, currentUrl: arrivalUrl, language };
      if (current) setDecision({ target: mobileSiteRedirect(visit, isbot) });
    });
    return () => {
      current = false;
    };
  }, [undecidedPhone, userAgent, mobileUrl, arrivalUrl, language]);

  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);

  return undecidedPhone || target !== null;
}
