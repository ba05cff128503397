import { Navigate, Outlet, useLocation } from 'react-router';
import { useMemberPrivileges, useSession, useWallet } from '@casino/auth';
import { localPath, useLanguage } from '../site/locale';
import { useCustomFunction, useFirstSiteData } from '../site/queries';
import { mustRedirectHome } from './route-guard';

/**
 * Spec 2's guard for logged-in members, as the element around every page: it waits for the facts it
 * needs (the member's privileges, the config list from custom-function, point display from the wallet)
 * and then either shows the page or replaces it with home. Anonymous visitors pass straight through.
 */
export function MemberGuard() {
  const { pathname } = useLocation();
  const lang = useLanguage();
  const session = useSession();
  const customFunction = useCustomFunction();
  const wallet = useWallet({ enabled: session.isLoggedIn });
  const privileges = useMemberPrivileges({ enabled: session.isLoggedIn });
  const siteData = useFirstSiteData();

  // The site's config failed: the layout shows the error page (the feature switches may never come).
  if (!session.isLoggedIn || siteData.status === 'error') return <Outlet />;
  // A fetch that failed leaves the defaults (nothing granted): the failed-call dialog already told them.
  const queries = [customFunction, wallet, privileges];
  if (queries.some((query) => query.isPending) && !queries.some((query) => query.isError)) return null;
  const facts = {
    privileges: privileges.data ?? [],
    configList: customFunction.data?.configList ?? [],
    pointDisplay: wallet.data?.pointData.is_display ?? false,
  };
  return mustRedirectHome(pathname, facts) ? <Navigate to={localPath(lang)} replace /> : <Outlet />;
}
