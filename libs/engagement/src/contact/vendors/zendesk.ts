import type { ChatEvents, ChatTarget, ChatWidget } from '../chat-widget';
import { oncePerPage } from '../chat-widget';
import { loadScript } from '../load-script';

/** Zendesk's messaging Web Widget API, which its snippet defines (calls wait until the widget is ready). */
export type ZendeskApi = (command: string, action: string, callback?: () => void) => void;

declare global {
  interface Window {
    zE?: ZendeskApi;
  }
}

async function startZendesk(target: ChatTarget<'zendesk'>, events: ChatEvents): Promise<ChatWidget> {
  // Zendesk's snippet finds its key through this id.
  await loadScript(target.scriptUrl, { id: 'ze-snippet' });
  const zE = window.zE;
  if (typeof zE !== 'function') throw new Error('Zendesk did not start');
  zE('messenger', 'hide');
  zE('messenger:on', 'open', () => events.onOpen());
  zE('messenger:on', 'close', () => {
    // Closed, its launcher would stay beside the site's: hidden until the site's launcher opens it.
    window.zE?.('messenger', 'hide');
    events.onClose();
  });
  return {
    open() {
      window.zE?.('messenger', 'show');
      window.zE?.('messenger', 'open');
    },
  };
}

/** Zendesk's messaging widget: snippet.js from static.zdassets.com, `zE` for the events and the window. */
export const loadZendesk = oncePerPage('zendesk', startZendesk);
