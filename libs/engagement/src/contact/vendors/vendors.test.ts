import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactTarget } from '@casino/contracts/contact';
import type { ContactCode } from '@casino/contracts/contact';
import type { ChatTarget } from '../chat-widget';
import { forgetChatWidgets } from '../chat-widget';
import { CHAT_TIMEOUT_MS } from '../load-script';
import { loadLiveChat } from './livechat';
import { loadTawk } from './tawk';
import { loadZendesk } from './zendesk';

afterEach(() => {
  vi.useRealTimers();
  forgetChatWidgets();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.Tawk_API;
  delete window.LiveChatWidget;
  delete window.__lc;
  delete window.zE;
});

function target<V extends 'tawk' | 'livechat' | 'zendesk'>(kind: V, link: string): ChatTarget<V> {
  const read = contactTarget({ contact_code_name: kind satisfies ContactCode, contact_link: link });
  if (read?.kind !== kind) throw new Error(`not a ${kind} link: ${link}`);
  return read as ChatTarget<V>;
}

const TAWK = target('tawk', 'https://embed.tawk.to/64f1a2b3c4d5e6f7a8b9c0d1/1h9abc');
const LIVECHAT = target('livechat', '12345678');
const ZENDESK = target('zendesk', 'https://static.zdassets.com/ekr/snippet.js?key=0b1c2d3e-4f50-6172-8394');

/** The script the loader added (jsdom fetches none), so the test plays the vendor's part. */
function addedScript(src: string): HTMLScriptElement {
  const script = document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (!script) throw new Error(`no script ${src}`);
  return script;
}

const events = () => ({ onOpen: vi.fn(), onClose: vi.fn() });

describe('tawk.to', () => {
  it('loads the embed script once, hides its bubble, opens maximised and passes its events on', async () => {
    const relay = events();
    const loading = loadTawk(TAWK, relay);
    expect(loadTawk(TAWK, relay)).toBe(loading);
    const script = addedScript('https://embed.tawk.to/64f1a2b3c4d5e6f7a8b9c0d1/1h9abc');
    expect(script.async).toBe(true);
    // What tawk.to's script does: add its methods to Tawk_API, then call onLoad once rendered.
    const api = window.Tawk_API;
    if (!api) throw new Error('Tawk_API was not set up before the script');
    Object.assign(api, { hideWidget: vi.fn(), showWidget: vi.fn(), maximize: vi.fn() });
    script.dispatchEvent(new Event('load'));
    api.onLoad?.();
    const widget = await loading;
    expect(api.hideWidget).toHaveBeenCalledTimes(1);

    widget.open();
    expect(api.showWidget).toHaveBeenCalledTimes(1);
    expect(api.maximize).toHaveBeenCalledTimes(1);
    api.onChatMaximized?.();
    expect(relay.onOpen).toHaveBeenCalledTimes(1);
    api.onChatMinimized?.();
    expect(relay.onClose).toHaveBeenCalledTimes(1);
    expect(api.hideWidget).toHaveBeenCalledTimes(2);
  });

  it('fails when its script cannot be fetched, and tries again on the next call', async () => {
    const loading = loadTawk(TAWK, events());
    addedScript(TAWK.scriptUrl).dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('its script could not be fetched');
    expect(document.head.querySelector('script')).toBeNull();
    void loadTawk(TAWK, events()).catch(() => undefined);
    expect(addedScript(TAWK.scriptUrl)).toBeTruthy();
  });

  it('fails when its script loads but the widget never starts', async () => {
    vi.useFakeTimers();
    const loading = loadTawk(TAWK, events());
    addedScript(TAWK.scriptUrl).dispatchEvent(new Event('load'));
    const failed = expect(loading).rejects.toThrow('tawk.to did not start');
    await vi.advanceTimersByTimeAsync(CHAT_TIMEOUT_MS);
    await failed;
  });

  it('refuses a second tawk.to widget with other ids on the same page', async () => {
    void loadTawk(TAWK, events());
    const other = target('tawk', 'https://embed.tawk.to/aaaaaaaaaaaaaaaaaaaaaaaa/default');
    await expect(loadTawk(other, events())).rejects.toThrow('another tawk widget is already on the page');
  });
});

describe('LiveChat', () => {
  it('queues its calls until tracking.js takes over, hides it when ready and follows its visibility', async () => {
    const relay = events();
    const loading = loadLiveChat(LIVECHAT, relay);
    expect(window.__lc).toMatchObject({ license: 12345678 });
    const script = addedScript('https://cdn.livechatinc.com/tracking.js');
    const widget = window.LiveChatWidget;
    if (!widget) throw new Error('LiveChatWidget was not set up before the script');
    expect(widget._q.map(([method, args]) => [method, (args as unknown[])[0]])).toEqual([
      ['on', 'ready'],
      ['on', 'visibility_changed'],
    ]);
    // What tracking.js does: take the queue over through _h, replay it, and call the listeners.
    const listeners: Record<string, (data?: unknown) => void> = {};
    const calls: string[] = [];
    widget._h = (method, args) => {
      const [name, listener] = args as [string, (data?: unknown) => void];
      if (method === 'on') listeners[name] = listener;
      if (method === 'call') calls.push(name);
    };
    for (const item of widget._q) widget._h(...item);
    script.dispatchEvent(new Event('load'));
    listeners['ready']?.();
    const chat = await loading;
    expect(calls).toEqual(['hide']);

    chat.open();
    expect(calls).toEqual(['hide', 'maximize']);
    listeners['visibility_changed']?.({ visibility: 'maximized' });
    expect(relay.onOpen).toHaveBeenCalledTimes(1);
    listeners['visibility_changed']?.({ visibility: 'minimized' });
    expect(relay.onClose).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['hide', 'maximize', 'hide']);
    // Its own "hidden" after that is no news.
    listeners['visibility_changed']?.({ visibility: 'hidden' });
    expect(relay.onClose).toHaveBeenCalledTimes(1);
  });
});

describe('Zendesk', () => {
  it('loads the snippet with the id it looks for, hides the messenger and shows it open on demand', async () => {
    const relay = events();
    const loading = loadZendesk(ZENDESK, relay);
    const script = addedScript('https://static.zdassets.com/ekr/snippet.js?key=0b1c2d3e-4f50-6172-8394');
    expect(script.id).toBe('ze-snippet');
    const listeners: Record<string, () => void> = {};
    const calls: string[] = [];
    window.zE = (command, action, callback) => {
      if (command === 'messenger:on' && callback) listeners[action] = callback;
      else calls.push(action);
    };
    script.dispatchEvent(new Event('load'));
    const chat = await loading;
    expect(calls).toEqual(['hide']);
    chat.open();
    expect(calls).toEqual(['hide', 'show', 'open']);
    listeners['open']?.();
    expect(relay.onOpen).toHaveBeenCalledTimes(1);
    listeners['close']?.();
    expect(relay.onClose).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['hide', 'show', 'open', 'hide']);
  });

  it('fails when the snippet ran but defined no zE', async () => {
    const loading = loadZendesk(ZENDESK, events());
    addedScript(ZENDESK.scriptUrl).dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('Zendesk did not start');
  });
});
