/** Spec 9: how long the page waits for the Viber app to take over before offering the app store. */
export const VIBER_FALLBACK_MS = 3000;

/** Where to get Viber: the store of the phone's system, or Viber's download page on a computer. */
export const VIBER_STORES = {
  ios: 'https://apps.apple.com/app/viber-messenger-chats-calls/id382617920',
  android: 'https://play.google.com/store/apps/details?id=com.viber.voip',
  desktop: 'https://www.viber.com/en/download/',
} as const;

/** The browser as the fallback sees it: its user agent and touch points (iPads say they are Macs). */
export interface ViberEnvironment {
  userAgent: string;
  maxTouchPoints: number;
}

export function viberStore({ userAgent, maxTouchPoints }: ViberEnvironment): string {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1)) {
    return VIBER_STORES.ios;
  }
  if (/Android/i.test(userAgent)) return VIBER_STORES.android;
  return VIBER_STORES.desktop;
}

/**
 * Opens the store in a new tab; where the browser blocks that (iOS allows a new window only in the tap
 * itself), the page goes there, and the phone hands the store's address to its store app.
 */
export function openStore(url: string): void {
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else window.location.assign(url);
}

/**
 * Called as the Viber link is followed: when the page is still in front after VIBER_FALLBACK_MS, the app
 * did not open (it is not installed), and the store opens instead. The page going to the background (the
 * app took over) or away cancels it, and so does the returned function.
 */
export function fallBackToStore(store: string, open: (url: string) => void = openStore): () => void {
  const cancel = () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', cancel);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') cancel();
  };
  const timer = setTimeout(() => {
    cancel();
    if (document.visibilityState === 'visible') open(store);
  }, VIBER_FALLBACK_MS);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', cancel);
  return cancel;
}
