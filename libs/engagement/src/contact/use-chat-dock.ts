import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContactChannel } from '@casino/contracts';
import type { ChatEvents, ChatLoaders, ChatTarget, ChatWidget } from './chat-widget';

export type ChatStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A channel whose chat widget the site loads. */
export interface ChatEntry {
  channel: ContactChannel;
  target: ChatTarget;
}

export interface ChatDockTexts {
  connecting: (name: string) => string;
  failed: (name: string) => string;
  unavailable: (name: string) => string;
}

function startChat(loaders: ChatLoaders, target: ChatTarget, events: ChatEvents): Promise<ChatWidget> {
  switch (target.kind) {
    case 'tawk':
      return loaders.tawk(target, events);
    case 'livechat':
      return loaders.livechat(target, events);
    case 'zendesk':
      return loaders.zendesk(target, events);
  }
}

/**
 * The chat widgets of the contact channels: each loads once, on `prepare` (the default channel's at once,
 * another's when the visitor points at it or picks it), and `openId` is the channel whose chat window is
 * open, while the site's own buttons step aside. A widget that cannot start is `failed`, logged once, and
 * its channel's link takes over; when the visitor was waiting for it, that link opens in a new tab.
 */
export function useChatDock(loaders: ChatLoaders, texts: ChatDockTexts) {
  const [status, setStatus] = useState<Readonly<Record<number, ChatStatus>>>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const widgets = useRef(new Map<number, ChatWidget>());
  const requested = useRef(new Set<number>());
  /** The channel the visitor picked before its widget was ready (the ref for the loads' callbacks). */
  const [waitingId, setWaitingId] = useState<number | null>(null);
  const waiting = useRef<number | null>(null);
  const wait = useCallback((id: number | null) => {
    waiting.current = id;
    setWaitingId(id);
  }, []);
  const textsRef = useRef(texts);
  useEffect(() => {
    textsRef.current = texts;
  });

  const prepare = useCallback(
    ({ channel, target }: ChatEntry) => {
      if (requested.current.has(channel.id)) return;
      requested.current.add(channel.id);
      const set = (next: ChatStatus) => setStatus((all) => ({ ...all, [channel.id]: next }));
      set('loading');
      const events: ChatEvents = {
        onOpen: () => setOpenId(channel.id),
        onClose: () => setOpenId((open) => (open === channel.id ? null : open)),
      };
      startChat(loaders, target, events).then(
        (widget) => {
          widgets.current.set(channel.id, widget);
          set('ready');
          if (waiting.current !== channel.id) return;
          wait(null);
          setMessage('');
          widget.open();
        },
        (error: unknown) => {
          set('failed');
          const reason = error instanceof Error ? error.message : String(error);
          const instead = target.fallbackUrl ? 'its link opens in a new tab instead' : 'it is not offered';
          console.warn(
            `contact: the ${target.kind} chat "${channel.name}" could not start (${reason}); ${instead}`,
          );
          if (waiting.current !== channel.id) return;
          wait(null);
          if (target.fallbackUrl) {
            window.open(target.fallbackUrl, '_blank', 'noopener,noreferrer');
            setMessage(textsRef.current.failed(channel.name));
          } else {
            setMessage(textsRef.current.unavailable(channel.name));
          }
        },
      );
    },
    [loaders, wait],
  );

  /** The visitor picked the channel: its chat opens now, or as soon as its widget is ready. */
  const open = useCallback(
    (entry: ChatEntry) => {
      const widget = widgets.current.get(entry.channel.id);
      if (widget) {
        setMessage('');
        widget.open();
        return;
      }
      wait(entry.channel.id);
      setMessage(textsRef.current.connecting(entry.channel.name));
      prepare(entry);
    },
    [prepare, wait],
  );

  const statusOf = (id: number): ChatStatus => status[id] ?? 'idle';
  const isWaiting = (id: number) => waitingId === id;
  return { statusOf, isWaiting, openId, message, prepare, open };
}
