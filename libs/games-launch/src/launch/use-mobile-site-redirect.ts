import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useRouteLanguage } from '../route-language';
import { mobileSiteRedirect } from './mobile-site';

/**
 * Spec 2 on arrival: once the brand's mobile site is known (`undefined` while the config loads), a phone
 * visitor leaves for it, on any page, member or not. Decided once, on the address the visitor arrived at,
 * so a later config refresh never moves someone mid-visit. True while leaving, so the caller can show a
 * loading page rather than this site. `replace` keeps the desktop address out of the history, so Back does
 * not bounce the visitor here and away again.
 */
export function useMobileSiteRedirect(mobileUrl: string | null | undefined): boolean {
  const language = useRouteLanguage();
  const { pathname, search, hash } = useLocation();
  const [arrivalUrl] = useState(() => new URL(`${pathname}${search}${hash}`, window.location.origin).href);
  const [decision, setDecision] = useState<{ target: string | null } | null>(null);
  // Decided during the render the config arrives in (React renders again at once), so the page of this
  // site never paints for a visitor who is leaving.
  if (decision === null && mobileUrl !== undefined) {
    const userAgent = navigator.userAgent;
    setDecision({ target: mobileSiteRedirect({ userAgent, mobileUrl, currentUrl: arrivalUrl, language }) });
  }
  const target = decision?.target ?? null;

  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);

  return target !== null;
}
