import type { ChatEvents, ChatTarget, ChatWidget } from '../chat-widget';
import { oncePerPage } from '../chat-widget';
import { withTimeout } from '../../with-timeout';
import { CHAT_TIMEOUT_MS, loadScript } from '../load-script';

/** The part of tawk.to's JavaScript API the site uses: callbacks it calls, methods its script adds. */
export interface TawkApi {
  onLoad?: () => void;
  onChatMaximized?: () => void;
  onChatMinimized?: () => void;
  maximize?: () => void;
  showWidget?: () => void;
  hideWidget?: () => void;
}

declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
  }
}

async function startTawk(target: ChatTarget<'tawk'>, events: ChatEvents): Promise<ChatWidget> {
  const api = (window.Tawk_API ??= {});
  window.Tawk_LoadStart = new Date();
  const loaded = new Promise<void>((resolve) => {
    api.onLoad = resolve;
  });
  api.onChatMaximized = () => events.onOpen();
  api.onChatMinimized = () => {
    // Minimised, its bubble would stay beside the site's launcher: hidden until the launcher opens it.
    window.Tawk_API?.hideWidget?.();
    events.onClose();
  };
  await loadScript(target.scriptUrl);
  await withTimeout(loaded, CHAT_TIMEOUT_MS, 'tawk.to did not start');
  window.Tawk_API?.hideWidget?.();
  return {
    open() {
      window.Tawk_API?.showWidget?.();
      window.Tawk_API?.maximize?.();
    },
  };
}

/** tawk.to's widget: its embed script from embed.tawk.to, `Tawk_API` for the events and the window. */
export const loadTawk = oncePerPage('tawk', startTawk);
