import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactChannel } from '@casino/contracts';
import {
  contactHandlers,
  fakeChats,
  lineChannel,
  tawkChannel,
  viberChannel,
  withDefault,
  zendeskChannel,
} from '../testing/contact-handlers';
import type { FakeChatOptions } from '../testing/contact-handlers';
import { renderAt, setupMswServer } from '../testing/render';
import { forgetChatWidgets } from './chat-widget';
import { ContactWidgets } from './contact-widgets';
import type { ContactWidgetsProps } from './contact-widgets';
import { VIBER_STORES } from './viber';

const server = setupMswServer();
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  forgetChatWidgets();
  document.querySelectorAll('[data-fake-chat]').forEach((chat) => chat.remove());
});

const ANDROID = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile',
  maxTouchPoints: 5,
};

function setup(channels: ContactChannel[], chats: FakeChatOptions = {}, props: ContactWidgetsProps = {}) {
  const calls: string[] = [];
  server.use(...contactHandlers(channels, calls));
  const fakes = fakeChats(chats);
  const openViberStore = vi.fn();
  renderAt(
    <ContactWidgets
      loaders={fakes.loaders}
      viberEnvironment={ANDROID}
      openViberStore={openViberStore}
      {...props}
    />,
    '/en',
  );
  return { calls, fakes, openViberStore };
}

const dock = () => screen.queryByRole('complementary', { name: 'Customer support' });
/** The widgets' live region (the router's <output> is a status too). */
const announced = () =>
  within(screen.getByRole('complementary', { name: 'Customer support', hidden: true })).getByRole('status', {
    hidden: true,
  });
const othersToggle = () => screen.getByRole('button', { name: 'Other ways to contact us' });

describe('ContactWidgets', () => {
  it('shows only the default channel; the others wait in the menu, their chats not loaded', async () => {
    const { fakes } = setup(withDefault(lineChannel.id, lineChannel, tawkChannel, viberChannel));
    const line = await screen.findByRole('link', { name: 'Get support on LINE (opens in a new tab)' });
    expect(line).toHaveAttribute('href', 'https://line.me/R/ti/p/@royal-siam');
    expect(line).toHaveAttribute('target', '_blank');
    expect(line).toHaveAttribute('rel', 'noopener noreferrer');
    expect(othersToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Live chat')).toBeNull();
    expect(screen.queryByText('Viber')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(fakes.started).toEqual([]);
  });

  it("opening the default channel's chat hides the buttons, and minimising it brings them back", async () => {
    const user = userEvent.setup();
    const { fakes } = setup(withDefault(tawkChannel.id, tawkChannel, lineChannel));
    const launcher = await screen.findByRole('link', { name: 'Get support on Live chat' });
    // The default channel's widget loads at once, hidden behind the site's own button.
    await waitFor(() => expect(fakes.started).toEqual(['tawk']));
    await user.click(launcher);
    const chat = screen.getByRole('dialog', { name: 'tawk chat' });
    expect(dock()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Other ways to contact us' })).toBeNull();

    await user.click(within(chat).getByRole('button', { name: 'Minimise' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dock()).toBeInTheDocument();
    expect(launcher).toHaveFocus();
  });

  it('a chat picked in the menu opens once its widget is ready, and hides the default button too', async () => {
    const user = userEvent.setup();
    // Long enough for the status to be read before the widget is ready, even on a busy machine.
    const { fakes } = setup(withDefault(lineChannel.id, lineChannel, tawkChannel, zendeskChannel), {
      delayMs: 1000,
    });
    await user.click(await screen.findByRole('button', { name: 'Other ways to contact us' }));
    const item = screen.getByRole('button', { name: 'Help centre' });
    // Pointing at it starts its widget; picking it waits for it.
    await user.click(item);
    expect(fakes.started).toEqual(['zendesk']);
    expect(announced()).toHaveTextContent('Connecting to Help centre…');
    await screen.findByRole('dialog', { name: 'zendesk chat' });
    expect(dock()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Minimise' }));
    expect(dock()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get support on LINE (opens in a new tab)' })).toBeVisible();
    expect(othersToggle()).toHaveFocus();
    expect(announced()).toHaveTextContent('');
  });

  it("a chat whose script cannot load logs one warning and leaves the vendor's chat page, in a new tab", async () => {
    const { fakes } = setup(withDefault(tawkChannel.id, tawkChannel, lineChannel), { failing: ['tawk'] });
    const fallback = await screen.findByRole('link', {
      name: 'Get support on Live chat (opens in a new tab)',
    });
    expect(fakes.started).toEqual(['tawk']);
    expect(fallback).toHaveAttribute('href', 'https://tawk.to/chat/64f1a2b3c4d5e6f7a8b9c0d1/1h9abc');
    expect(fallback).toHaveAttribute('target', '_blank');
    expect(fallback).toHaveAttribute('rel', 'noopener noreferrer');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      'contact: the tawk chat "Live chat" could not start (its script could not be fetched); its link opens in a new tab instead',
    );
    // The site does not stop the link: the browser opens the page in a new tab.
    expect(fireEvent.click(fallback)).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dock()).toBeInTheDocument();
  });

  it('a chat picked while its script fails opens its page in a new tab and says so; one without a page goes', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    setup(withDefault(lineChannel.id, lineChannel, tawkChannel, zendeskChannel), {
      failing: ['tawk', 'zendesk'],
      delayMs: 1000,
    });
    await user.click(await screen.findByRole('button', { name: 'Other ways to contact us' }));
    await user.click(screen.getByRole('link', { name: 'Live chat' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://tawk.to/chat/64f1a2b3c4d5e6f7a8b9c0d1/1h9abc',
        '_blank',
        'noopener,noreferrer',
      ),
    );
    expect(announced()).toHaveTextContent('Live chat could not start here, so it opens in a new tab.');

    await user.click(othersToggle());
    await user.click(screen.getByRole('button', { name: 'Help centre' }));
    await waitFor(() => expect(announced()).toHaveTextContent('Help centre is not available right now.'));
    expect(open).toHaveBeenCalledTimes(1);
    await user.click(othersToggle());
    expect(screen.queryByRole('button', { name: 'Help centre' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Live chat (opens in a new tab)' })).toBeVisible();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('Viber opens the app; with the page still in front 3 s later, the app store opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { openViberStore } = setup(withDefault(viberChannel.id, viberChannel));
    const viber = await screen.findByRole('link', { name: 'Get support on Viber (opens the app)' });
    expect(viber).toHaveAttribute('href', 'viber://chat?number=%2B66812345678');
    expect(viber).not.toHaveAttribute('target');
    // jsdom cannot follow a viber: link; a browser hands it to the app.
    viber.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(viber);
    act(() => vi.advanceTimersByTime(2999));
    expect(openViberStore).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(openViberStore).toHaveBeenCalledWith(VIBER_STORES.android);
    act(() => vi.advanceTimersByTime(10_000));
    expect(openViberStore).toHaveBeenCalledTimes(1);
  });

  it('no app store when the Viber app took over (the page went to the background)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { openViberStore } = setup(
      withDefault(viberChannel.id, viberChannel),
      {},
      {
        viberEnvironment: {
          userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
          maxTouchPoints: 5,
        },
      },
    );
    const viber = await screen.findByRole('link', { name: 'Get support on Viber (opens the app)' });
    viber.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(viber);
    act(() => vi.advanceTimersByTime(1000));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    Reflect.deleteProperty(document, 'visibilityState');
    act(() => vi.advanceTimersByTime(5000));
    expect(openViberStore).not.toHaveBeenCalled();
  });

  it('works from the keyboard: the button, the menu (Escape closes it) and a chat in it', async () => {
    const user = userEvent.setup();
    setup(withDefault(lineChannel.id, lineChannel, tawkChannel, viberChannel));
    const line = await screen.findByRole('link', { name: /^Get support on LINE/ });
    await user.tab();
    expect(line).toHaveFocus();
    await user.tab();
    expect(othersToggle()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(othersToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Other ways to contact us' })).toBeVisible();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Live chat' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(othersToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(othersToggle()).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard('{Enter}');
    const chat = await screen.findByRole('dialog', { name: 'tawk chat' });
    expect(dock()).toBeNull();
    expect(within(chat).getByRole('button', { name: 'Minimise' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dock()).toBeInTheDocument();
    expect(othersToggle()).toHaveFocus();
  });

  it('hands a mailto: or tel: channel to its app, in the same tab', async () => {
    const user = userEvent.setup();
    const mail = { ...lineChannel, id: 7, name: 'Email', contact_link: 'mailto:help@example.com' };
    const phone = { ...lineChannel, id: 8, name: 'Hotline', contact_link: 'tel:+6621234567' };
    setup(withDefault(mail.id, mail, phone));
    const email = await screen.findByRole('link', { name: 'Get support on Email (opens the app)' });
    expect(email).toHaveAttribute('href', 'mailto:help@example.com');
    expect(email).not.toHaveAttribute('target');
    await user.click(othersToggle());
    expect(screen.getByRole('link', { name: 'Hotline (opens the app)' })).toHaveAttribute(
      'href',
      'tel:+6621234567',
    );
  });

  it('leaves out a channel whose link does not fit its kind, with one warning', async () => {
    const broken = { ...tawkChannel, id: 9, name: 'Old chat', contact_link: 'https://tawk.to/' };
    setup(withDefault(broken.id, broken, lineChannel));
    expect(await screen.findByRole('button', { name: 'Other ways to contact us' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Get support/ })).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'contact: "Old chat" has a tawk link the site cannot use (https://tawk.to/); it is not offered',
    );
  });

  it('shows nothing without channels', async () => {
    const { calls } = setup([]);
    await waitFor(() => expect(calls).toEqual(['contact-channel find']));
    expect(dock()).toBeNull();
  });
});
