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

/**
 * The switches of the launch. Phones are not sent to the brand's mobile site here: that happens on arrival
 * (`useMobileSiteRedirect`), so a phone still on this site (a mobile site on this origin) plays here.
 */
export interface LaunchConfig {
  /** custom-function `should_iframe_redirect` (staff set it per brand): iframe games open in a new window. */
  shouldIframeRedirect: boolean;
}

export interface LaunchTarget {
  gameId: number;
  useIframe: boolean;
}

export type LaunchDecision =
  | { kind: 'login' }
  | { kind: 'complete-profile' }
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

export function decideLaunch(
  userAgent: string,
  target: LaunchTarget,
  config: LaunchConfig,
  session: LaunchSession,
): LaunchDecision {
  if (!session.isLoggedIn) return { kind: 'login' };
  if (!session.bankNo) return { kind: 'complete-profile' };
  const browser = browserTraits(userAgent);
  if (target.useIframe) {
    const newWindow = config.shouldIframeRedirect && !browser.line && !(browser.tablet && browser.chrome);
    return newWindow
      ? { kind: 'play-page-window', gameId: target.gameId }
      : { kind: 'play-page', gameId: target.gameId };
  }
  return { kind: 'game-live', gameId: target.gameId, open: browser.line || browser.safari ? 'tab' : 'popup' };
}
