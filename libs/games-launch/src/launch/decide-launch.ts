/**
 * Spec 2, "Game launch", as one pure decision: what happens when a visitor or member presses a game.
 * The caller carries the decision out (open the login modal, navigate, call game-live, open a window).
 */

export interface LaunchSession {
  isLoggedIn: boolean;
  /**
   * The member's bank account number; a member without one is asked to complete the profile. Other
   * missing fields are the server's to judge: its 403 PROFILE_INCOMPLETE shows the same prompt.
   */
  bankNo: string | null;
}

export interface LaunchConfig {
  /** custom-function `should_iframe_redirect`: iframe games open in a new window. */
  shouldIframeRedirect: boolean;
  /** The brand's mobile site; mobile user agents are sent there. */
  mobileUrl: string | null;
  /** The `ref_code` of the current page's query, carried to the mobile site. */
  refCode: string | null;
}

export interface LaunchTarget {
  gameId: number;
  useIframe: boolean;
}

export type LaunchDecision =
  | { kind: 'login' }
  | { kind: 'complete-profile' }
  | { kind: 'mobile-site'; url: string }
  /** Navigate in this window to the play-game page. */
  | { kind: 'play-page'; gameId: number }
  /** Open the play-game page in a new window. */
  | { kind: 'play-page-window'; gameId: number }
  /** Call game-live, then open the answer in a new tab (LINE, Safari) or a popup window. */
  | { kind: 'game-live'; gameId: number; open: 'tab' | 'popup' };

export interface BrowserTraits {
  mobile: boolean;
  tablet: boolean;
  chrome: boolean;
  safari: boolean;
  line: boolean;
}

/** What the decision needs to know about the browser, read from its user agent. */
export function browserTraits(userAgent: string): BrowserTraits {
  const ua = userAgent;
  const line = /\bLine\//i.test(ua);
  const ipad = /iPad/.test(ua);
  const android = /Android/i.test(ua);
  const tablet = ipad || (android && !/Mobile/i.test(ua)) || /Tablet/i.test(ua);
  const mobile = !tablet && /Mobi|iPhone|iPod|Android/i.test(ua);
  const chrome = /Chrome\/|CriOS\//.test(ua) && !/Edg\/|OPR\//.test(ua);
  const safari = /Safari\//.test(ua) && !chrome && !/Android/i.test(ua) && !/FxiOS|Firefox/.test(ua);
  return { mobile, tablet, chrome, safari, line };
}

/** The mobile site's address with the page's referral code in its query. */
export function mobileSiteUrl(mobileUrl: string, refCode: string | null): string {
  const url = new URL(mobileUrl);
  if (refCode) url.searchParams.set('ref_code', refCode);
  return url.toString();
}

export function decideLaunch(
  userAgent: string,
  target: LaunchTarget,
  config: LaunchConfig,
  session: LaunchSession,
): LaunchDecision {
  if (!session.isLoggedIn) return { kind: 'login' };
  if (!session.bankNo) return { kind: 'complete-profile' };
  const browser = browserTraits(userAgent);
  if (browser.mobile && config.mobileUrl) {
    return { kind: 'mobile-site', url: mobileSiteUrl(config.mobileUrl, config.refCode) };
  }
  if (target.useIframe) {
    const newWindow = config.shouldIframeRedirect && !browser.line && !(browser.tablet && browser.chrome);
    return newWindow
      ? { kind: 'play-page-window', gameId: target.gameId }
      : { kind: 'play-page', gameId: target.gameId };
  }
  return { kind: 'game-live', gameId: target.gameId, open: browser.line || browser.safari ? 'tab' : 'popup' };
}
