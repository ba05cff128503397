import type { ChatEvents, ChatTarget, ChatWidget } from '../chat-widget';
import { oncePerPage } from '../chat-widget';
import { withTimeout } from '../../with-timeout';
import { CHAT_TIMEOUT_MS, loadScript } from '../load-script';

type Visibility = 'maximized' | 'minimized' | 'hidden';

/** LiveChat's widget API (v2.0): a queue until tracking.js takes it over through `_h`. */
export interface LiveChatWidgetApi {
  _q: unknown[][];
  _h: ((...item: unknown[]) => unknown) | null;
  _v: string;
  on(event: 'ready', listener: () => void): void;
  on(event: 'visibility_changed', listener: (data: { visibility: Visibility }) => void): void;
  once(...args: unknown[]): void;
  off(...args: unknown[]): void;
  get(...args: unknown[]): unknown;
  call(method: 'maximize' | 'minimize' | 'hide'): void;
  init(): void;
}

declare global {
  interface Window {
    __lc?: { license?: number; [setting: string]: unknown };
    LiveChatWidget?: LiveChatWidgetApi;
  }
}

/**
 * The queue LiveChat's tracking code defines before its script: calls wait in `_q` until tracking.js sets
 * `_h` and replays them. `init` does nothing: the site adds the script itself (loadScript).
 */
function liveChatQueue(): LiveChatWidgetApi {
  const queue: LiveChatWidgetApi = {
    _q: [],
    _h: null,
    _v: '2.0',
    on: (...args: unknown[]) => push(['on', args]),
    once: (...args) => push(['once', args]),
    off: (...args) => push(['off', args]),
    get: (...args) => {
      if (!queue._h) throw new Error("[LiveChatWidget] You can't use getters before load.");
      return push(['get', args]);
    },
    call: (...args: unknown[]) => push(['call', args]),
    init: () => undefined,
  };
  const push = (item: unknown[]) => (queue._h ? queue._h(...item) : queue._q.push(item));
  return queue;
}

async function startLiveChat(target: ChatTarget<'livechat'>, events: ChatEvents): Promise<ChatWidget> {
  window.__lc = { ...window.__lc, license: target.license };
  const widget = (window.LiveChatWidget ??= liveChatQueue());
  const ready = new Promise<void>((resolve) => widget.on('ready', resolve));
  widget.on('visibility_changed', ({ visibility }) => {
    if (visibility === 'maximized') events.onOpen();
    if (visibility === 'minimized') {
      // Minimised, its bubble would stay beside the site's launcher: hidden until the launcher opens it.
      window.LiveChatWidget?.call('hide');
      events.onClose();
    }
  });
  await loadScript(target.scriptUrl);
  await withTimeout(ready, CHAT_TIMEOUT_MS, 'LiveChat did not start');
  window.LiveChatWidget?.call('hide');
  return { open: () => window.LiveChatWidget?.call('maximize') };
}

/** LiveChat's widget: tracking.js from cdn.livechatinc.com, `LiveChatWidget` for the events and window. */
export const loadLiveChat = oncePerPage('livechat', startLiveChat);
