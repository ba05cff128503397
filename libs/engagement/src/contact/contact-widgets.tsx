import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { DisclosureMenu, VisuallyHidden } from '@casino/ui-kit';
import { useEngagementText } from '../text';
import type { ChatLoaders } from './chat-widget';
import { isChatTarget } from './chat-widget';
import { usableChannels, useContactChannels } from './contact-channels';
import type { ContactEntry } from './contact-channels';
import * as styles from './contact.css';
import type { ChatEntry } from './use-chat-dock';
import { useChatDock } from './use-chat-dock';
import { fallBackToStore, openStore, viberStore } from './viber';
import type { ViberEnvironment } from './viber';
import { loadLiveChat } from './vendors/livechat';
import { loadTawk } from './vendors/tawk';
import { loadZendesk } from './vendors/zendesk';

const VENDOR_LOADERS: ChatLoaders = { tawk: loadTawk, livechat: loadLiveChat, zendesk: loadZendesk };

export interface ContactWidgetsProps {
  /** How each vendor's chat widget loads; the vendors' own scripts unless a test or story says otherwise. */
  loaders?: ChatLoaders;
  /** The browser as Viber's app-store fallback sees it; the real one's unless a test or story says so. */
  viberEnvironment?: ViberEnvironment;
  /** Opens the app store when Viber did not open (a new tab, or the page itself where that is blocked). */
  openViberStore?: (url: string) => void;
}

type Variant = 'launcher' | 'item';

function ChatIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M12 3C6.9 3 3 6.5 3 10.9c0 2.5 1.3 4.7 3.3 6.1L5.6 21l4.2-2.4c.7.1 1.4.2 2.2.2 5.1 0 9-3.5 9-7.9S17.1 3 12 3Zm-4 9.2a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Z" />
    </svg>
  );
}

function MoreIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="currentColor">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

/**
 * Spec 2's contact widgets, at the bottom corner of the default layout: only the default channel's button
 * shows, with "Other ways to contact us" offering the rest. A chat vendor's widget (tawk.to, LiveChat,
 * Zendesk) loads with its own launcher hidden; while its chat window is open, the site's buttons step
 * aside, and come back when it is minimised or closed. A widget that cannot load (offline, blocked) leaves
 * its channel's link, opened in a new tab. Viber opens the app, or its app store when the page is still in
 * front 3 s later; any other channel is a link in a new tab.
 */
export function ContactWidgets({
  loaders = VENDOR_LOADERS,
  viberEnvironment,
  openViberStore = openStore,
}: ContactWidgetsProps) {
  const t = useEngagementText();
  const channels = useContactChannels();
  const entries = useMemo(() => usableChannels(channels.data ?? []), [channels.data]);
  const dock = useChatDock(loaders, {
    connecting: (name) => t('contact.connecting', { name }),
    failed: (name) => t('contact.failed', { name }),
    unavailable: (name) => t('contact.unavailable', { name }),
  });
  const [viberBrowser] = useState<ViberEnvironment>(
    () => viberEnvironment ?? { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints },
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const dockRef = useRef<HTMLElement>(null);
  const launcherRef = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  const menuTitleId = useId();

  const defaultEntry = entries.find((entry) => entry.channel.is_default);
  const others = entries.filter((entry) => entry !== defaultEntry);
  // A failed widget without a page of its own is not offered any more.
  const offered = (entry: ContactEntry) =>
    !(
      isChatTarget(entry.target) &&
      dock.statusOf(entry.channel.id) === 'failed' &&
      !entry.target.fallbackUrl
    );

  // The default channel's widget loads at once (the layer itself loads after the first paint).
  const { prepare } = dock;
  useEffect(() => {
    if (defaultEntry && isChatTarget(defaultEntry.target)) {
      prepare({ channel: defaultEntry.channel, target: defaultEntry.target });
    }
  }, [defaultEntry, prepare]);

  // A chat window closed: focus comes back to the button the visitor left, unless it went elsewhere.
  const openedFrom = useRef<'launcher' | 'menu'>('launcher');
  const wasOpen = useRef(false);
  useEffect(() => {
    const isOpen = dock.openId !== null;
    if (wasOpen.current && !isOpen) {
      const active = document.activeElement;
      if (!active || active === document.body) {
        const toggle = dockRef.current?.querySelector<HTMLElement>('button[aria-expanded]') ?? null;
        const back =
          openedFrom.current === 'menu' ? (toggle ?? launcherRef.current) : (launcherRef.current ?? toggle);
        back?.focus();
      }
    }
    wasOpen.current = isOpen;
  }, [dock.openId]);

  if (entries.length === 0) return null;
  const menuEntries = others.filter(offered);

  function channelLink(entry: ContactEntry, variant: Variant): ReactNode {
    const { channel, target } = entry;
    const className = variant === 'launcher' ? styles.launcher : styles.item;
    const ref = variant === 'launcher' ? launcherRef : undefined;
    const visible =
      variant === 'launcher' ? (
        <>
          <ChatIcon className={styles.icon} />
          <VisuallyHidden>{t('contact.launcher', { name: channel.name })}</VisuallyHidden>
        </>
      ) : (
        <>
          <ChatIcon className={styles.itemIcon} />
          {channel.name}
        </>
      );
    const hint = (text: string) => (
      <>
        {' '}
        <VisuallyHidden>{text}</VisuallyHidden>
      </>
    );

    if (target.kind === 'viberapp') {
      return (
        <a
          ref={ref}
          href={target.deepLink}
          className={className}
          onClick={() => fallBackToStore(viberStore(viberBrowser), openViberStore)}
        >
          {visible}
          {hint(t('contact.app'))}
        </a>
      );
    }
    if (target.kind === 'others') {
      // A page opens in a new tab; a mailto: or tel: link hands over to the mail or phone app.
      if (!target.url.startsWith('https:')) {
        return (
          <a ref={ref} href={target.url} className={className}>
            {visible}
            {hint(t('contact.app'))}
          </a>
        );
      }
      return (
        <a ref={ref} href={target.url} target="_blank" rel="noopener noreferrer" className={className}>
          {visible}
          {hint(t('contact.newTab'))}
        </a>
      );
    }

    const chat: ChatEntry = { channel, target };
    const failed = dock.statusOf(channel.id) === 'failed';
    const intent = () => dock.prepare(chat);
    const onClick = (event: MouseEvent) => {
      if (failed) return;
      event.preventDefault();
      openedFrom.current = variant === 'launcher' ? 'launcher' : 'menu';
      dock.open(chat);
    };
    // Pointing at a chat, or focusing it, starts its widget; picking it opens its chat window.
    const chatProps = {
      ref,
      className,
      'aria-busy': dock.isWaiting(channel.id) || undefined,
      onClick,
      onPointerEnter: intent,
      onFocus: intent,
    };
    if (target.fallbackUrl) {
      // A link to the vendor's own chat page: it opens in the page while the widget works, and in a new
      // tab when it could not load (or with the browser's own "open in new tab").
      return (
        <a {...chatProps} href={target.fallbackUrl} target="_blank" rel="noopener noreferrer">
          {visible}
          {failed ? hint(t('contact.newTab')) : null}
        </a>
      );
    }
    return (
      <button {...chatProps} type="button">
        {visible}
      </button>
    );
  }

  return (
    <aside
      ref={dockRef}
      aria-label={t('contact.region')}
      className={styles.dock}
      hidden={dock.openId !== null}
    >
      {defaultEntry && offered(defaultEntry) ? channelLink(defaultEntry, 'launcher') : null}
      {menuEntries.length > 0 ? (
        <DisclosureMenu
          label={t('contact.others')}
          icon={<MoreIcon />}
          open={menuOpen}
          onOpenChange={setMenuOpen}
          className={styles.menu}
          panelClassName={styles.menuPanel}
        >
          <p id={menuTitleId} className={styles.menuTitle}>
            {t('contact.others')}
          </p>
          <ul className={styles.menuList} aria-labelledby={menuTitleId}>
            {menuEntries.map((entry) => (
              <li key={entry.channel.id}>{channelLink(entry, 'item')}</li>
            ))}
          </ul>
        </DisclosureMenu>
      ) : null}
      <div role="status" className={styles.status}>
        <VisuallyHidden>{dock.message}</VisuallyHidden>
      </div>
    </aside>
  );
}
