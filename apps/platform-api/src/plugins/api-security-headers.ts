import type { Prefix } from '@casino/contracts';
import type { HelmetOptions } from 'helmet';

/** The JSON API's path prefixes (contracts' `Prefix`); every other path may answer a document. */
const API_PREFIXES = ['/pbgapi/', '/api/', '/gapi/'] as const satisfies readonly `${Prefix}/`[];

/** Whether a request path is the JSON API's (a request URL, query string included, will do). */
export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * The headers a JSON response needs: it is never a page, so it may load nothing and be framed by nothing,
 * must not be sniffed into a page, and is not readable across origins. The page headers (the site's full
 * policy, opener and referrer policies, the legacy browser switches) weigh about a kilobyte per response
 * and do nothing on a body no browser renders as a document.
 */
export const API_SECURITY_HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const satisfies HelmetOptions;
