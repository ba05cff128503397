import type { EnterGameResult } from '@casino/contracts';

/** Spec 2: any earlier game window is closed before a new game opens. One per page. */
let gameWindow: Window | null = null;

const POPUP_FEATURES = 'popup,width=1280,height=800';

/**
 * Opens the game's window at once, inside the click, so no popup blocker stops it; the address follows
 * when game-live answers. `tab` gives a new tab, `popup` a window of its own.
 */
export function openGameWindow(kind: 'tab' | 'popup', url = ''): Window | null {
  closeGameWindow();
  gameWindow =
    kind === 'popup' ? window.open(url, 'casino-game', POPUP_FEATURES) : window.open(url, '_blank');
  return gameWindow;
}

export function closeGameWindow() {
  if (gameWindow && !gameWindow.closed) gameWindow.close();
  gameWindow = null;
}

/** Shows game-live's answer in the window: its URL, or the HTML document the provider sent. */
export function showLaunch(target: Window, launch: EnterGameResult) {
  if (launch.url) {
    target.location.href = launch.url;
  } else if (launch.html !== null) {
    target.document.open();
    target.document.write(launch.html);
    target.document.close();
  }
}
