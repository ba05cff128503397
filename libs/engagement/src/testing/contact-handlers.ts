import { list, mockEndpoint } from '@casino/api-client/testing';
import { ContactChannel, publicApi } from '@casino/contracts';
import type { ChatVendor } from '@casino/contracts/contact';
import type { ChatEvents, ChatLoader, ChatLoaders, ChatWidget } from '../contact/chat-widget';

// The contact widgets' server and chat vendors, faked for component tests and stories alike (no test
// runner here).

const channel = (fields: ContactChannel) => ContactChannel.parse(fields);

export const lineChannel = channel({
  id: 1,
  contact_code_name: 'others',
  name: 'LINE',
  contact_link: 'https://line.me/R/ti/p/@royal-siam',
  is_default: true,
});

export const tawkChannel = channel({
  id: 2,
  contact_code_name: 'tawk',
  name: 'Live chat',
  contact_link: 'https://embed.tawk.to/64f1a2b3c4d5e6f7a8b9c0d1/1h9abc',
  is_default: false,
});

export const liveChatChannel = channel({
  id: 3,
  contact_code_name: 'livechat',
  name: 'LiveChat',
  contact_link: '12345678',
  is_default: false,
});

export const zendeskChannel = channel({
  id: 4,
  contact_code_name: 'zendesk',
  name: 'Help centre',
  contact_link: 'https://static.zdassets.com/ekr/snippet.js?key=0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0',
  is_default: false,
});

export const viberChannel = channel({
  id: 5,
  contact_code_name: 'viberapp',
  name: 'Viber',
  contact_link: 'viber://chat?number=%2B66812345678',
  is_default: false,
});

/** The channels with the one of `defaultId` as the default. */
export function withDefault(defaultId: number, ...channels: ContactChannel[]): ContactChannel[] {
  return channels.map((item) => ({ ...item, is_default: item.id === defaultId }));
}

/** contact-channel answers the given channels; `calls` counts the requests. */
export function contactHandlers(channels: readonly ContactChannel[], calls: string[] = []) {
  return [
    mockEndpoint(publicApi.contactChannelFind, () => {
      calls.push('contact-channel find');
      return list([...channels]);
    }),
  ];
}

/** What the fake vendors did, and the events of each started one. */
export interface FakeChats {
  loaders: ChatLoaders;
  /** The vendors whose widget was asked to start, in order. */
  started: ChatVendor[];
  events: Partial<Record<ChatVendor, ChatEvents>>;
}

export interface FakeChatOptions {
  /** Vendors whose script "cannot be fetched": their loader rejects. */
  failing?: readonly ChatVendor[];
  /** How long a widget takes to start or fail. */
  delayMs?: number;
}

/**
 * Chat vendors without their scripts: `open` shows a small chat window in the page (a dialog named
 * "<vendor> chat" with a Minimise button) and reports it open; Minimise removes it and reports it closed,
 * as the vendors' widgets do.
 */
export function fakeChats({ failing = [], delayMs = 0 }: FakeChatOptions = {}): FakeChats {
  const fakes: FakeChats = { loaders: {} as ChatLoaders, started: [], events: {} };
  const loader =
    <V extends ChatVendor>(vendor: V): ChatLoader<V> =>
    (_target, events) => {
      fakes.started.push(vendor);
      fakes.events[vendor] = events;
      return new Promise<ChatWidget>((resolve, reject) => {
        setTimeout(() => {
          if (failing.includes(vendor)) reject(new Error('its script could not be fetched'));
          else resolve({ open: () => showChatWindow(vendor, events) });
        }, delayMs);
      });
    };
  fakes.loaders = { tawk: loader('tawk'), livechat: loader('livechat'), zendesk: loader('zendesk') };
  return fakes;
}

function showChatWindow(vendor: ChatVendor, events: ChatEvents) {
  if (document.querySelector(`[data-fake-chat="${vendor}"]`)) return;
  const chat = document.createElement('section');
  chat.dataset['fakeChat'] = vendor;
  chat.setAttribute('role', 'dialog');
  chat.setAttribute('aria-label', `${vendor} chat`);
  Object.assign(chat.style, {
    position: 'fixed',
    right: '16px',
    bottom: '16px',
    width: '280px',
    padding: '12px',
    background: '#ffffff',
    color: '#1a1a1a',
    border: '1px solid #888888',
    borderRadius: '8px',
    zIndex: '2000',
  });
  const text = document.createElement('p');
  text.textContent = `${vendor}: how can we help? (a stand-in for the vendor's chat window)`;
  const minimise = document.createElement('button');
  minimise.type = 'button';
  minimise.textContent = 'Minimise';
  minimise.addEventListener('click', () => {
    chat.remove();
    events.onClose();
  });
  chat.append(text, minimise);
  document.body.append(chat);
  minimise.focus();
  events.onOpen();
}
