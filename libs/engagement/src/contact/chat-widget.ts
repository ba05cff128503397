import type { ChatVendor, ContactTarget } from '@casino/contracts/contact';
import { forgetScripts } from './load-script';

/** What a vendor's widget tells the site: its chat window was opened, or minimised or closed. */
export interface ChatEvents {
  onOpen(): void;
  onClose(): void;
}

/** A vendor's chat widget on the page, its own launcher hidden: `open` shows its chat window, opened. */
export interface ChatWidget {
  open(): void;
}

export type ChatTarget<V extends ChatVendor = ChatVendor> = Extract<ContactTarget, { kind: V }>;

/** Loads a vendor's widget, hidden, and passes its events on; rejects when it cannot be started. */
export type ChatLoader<V extends ChatVendor = ChatVendor> = (
  target: ChatTarget<V>,
  events: ChatEvents,
) => Promise<ChatWidget>;

export type ChatLoaders = { [V in ChatVendor]: ChatLoader<V> };

export function isChatTarget(target: ContactTarget): target is ChatTarget {
  return target.kind === 'tawk' || target.kind === 'livechat' || target.kind === 'zendesk';
}

const started = new Map<ChatVendor, { scriptUrl: string; widget: Promise<ChatWidget> }>();
const listeners = new Map<ChatVendor, ChatEvents>();

/**
 * One widget per vendor and page: the vendors' APIs are page globals, so a vendor's script starts once
 * (a second channel of the same vendor with other ids is refused, and offered by its link), and its events
 * go to the component that asked last (the contact widgets mount again after a layout change).
 */
export function oncePerPage<V extends ChatVendor>(vendor: V, start: ChatLoader<V>): ChatLoader<V> {
  const relay: ChatEvents = {
    onOpen: () => listeners.get(vendor)?.onOpen(),
    onClose: () => listeners.get(vendor)?.onClose(),
  };
  return (target, events) => {
    listeners.set(vendor, events);
    const { scriptUrl } = target as ChatTarget;
    const known = started.get(vendor);
    if (known && known.scriptUrl !== scriptUrl) {
      return Promise.reject(new Error(`another ${vendor} widget is already on the page`));
    }
    if (known) return known.widget;
    const widget = start(target, relay);
    started.set(vendor, { scriptUrl, widget });
    widget.catch(() => {
      if (started.get(vendor)?.widget === widget) started.delete(vendor);
    });
    return widget;
  };
}

/** Forgets the started widgets and their scripts, so each test or story starts with none on the page. */
export function forgetChatWidgets(): void {
  started.clear();
  listeners.clear();
  forgetScripts();
}
