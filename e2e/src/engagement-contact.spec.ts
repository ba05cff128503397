import { expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { ContactChannel } from '@casino/contracts';
import { adminPath } from '@casino/contracts';
import * as contactApi from '@casino/contracts/contact';
import { axeViolations, formatViolations, settled } from './support/axe';
import { recordPolicyViolations } from './support/site-content';
import { staffHeaders } from './support/staff';
import { STACKS } from './support/stacks';

/**
 * The default layout's contact widgets on the default stack (spec 2 and 9), with no internet: staff set
 * the channels through the admin API (put back as they were after each test), and the chat vendors'
 * scripts are stand-ins served by Playwright on the vendors' own hosts, so the site's content security
 * policy is the real one. The stand-ins keep to the vendors' APIs the site uses: tawk.to's `Tawk_API`
 * (onLoad, maximize, showWidget, hideWidget, onChatMaximized, onChatMinimized) and LiveChat's queue taken
 * over through `_h` (ready, visibility_changed, call maximize and hide).
 */

/** The English source of the contact texts (libs/engagement/src/locales/en/engagement.ts). */
const TEXT = {
  region: 'Customer support',
  launcher: (name: string) => `Get support on ${name}`,
  others: 'Other ways to contact us',
  newTab: '(opens in a new tab)',
  app: '(opens the app)',
};

const APPEARS = { timeout: 15_000 };
const TAWK_LINK = 'https://embed.tawk.to/64f1a2b3c4d5e6f7a8b9c0d1/1h9abc';
const TAWK_PAGE = 'https://tawk.to/chat/64f1a2b3c4d5e6f7a8b9c0d1/1h9abc';

type NewChannel = Omit<contactApi.ContactChannelBody, 'id' | 'reason'>;

const tawk: NewChannel = { contact_code_name: 'tawk', name: 'Live chat', contact_link: TAWK_LINK };
const liveChat: NewChannel = { contact_code_name: 'livechat', name: 'LiveChat', contact_link: '12345678' };
const viber: NewChannel = {
  contact_code_name: 'viberapp',
  name: 'Viber',
  contact_link: 'viber://chat?number=%2B66812345678',
};

async function staffChannels(api: APIRequestContext): Promise<ContactChannel[]> {
  const reply = await api.get(contactApi.contactChannelsList.path, { headers: staffHeaders });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { data: ContactChannel[] }).data;
}

async function saveChannel(api: APIRequestContext, body: contactApi.ContactChannelBody) {
  const reply = await api.post(contactApi.contactChannelSave.path, {
    headers: staffHeaders,
    data: { ...body, reason: 'e2e contact widgets' },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as ContactChannel;
}

/**
 * Runs `body` with the given channels added (the one marked default becomes the default), then puts the
 * channels back as they were: the added ones removed, the earlier ones saved again as they were (the
 * earlier default last, so it is the default again).
 */
async function withChannels(
  api: APIRequestContext,
  channels: (NewChannel & { is_default?: boolean })[],
  body: () => Promise<void>,
) {
  const before = await staffChannels(api);
  const added: number[] = [];
  try {
    for (const channel of channels) added.push((await saveChannel(api, channel)).id);
    await body();
  } finally {
    for (const id of added) {
      const reply = await api.post(adminPath(contactApi.contactChannelRemove, { id }), {
        headers: staffHeaders,
        data: { reason: 'e2e contact widgets: restored' },
      });
      expect(reply.status(), await reply.text()).toBe(200);
    }
    for (const channel of [...before].sort((a, b) => Number(a.is_default) - Number(b.is_default))) {
      await saveChannel(api, channel);
    }
    expect(await staffChannels(api)).toEqual(before);
  }
}

/** The stand-ins' chat window: a dialog named `label` with a Minimise button. */
const CHAT_WINDOW = `function chatWindow(label, onMinimise) {
  var chat = document.createElement('section');
  chat.setAttribute('role', 'dialog');
  chat.setAttribute('aria-label', label);
  chat.style.position = 'fixed';
  chat.style.right = '16px';
  chat.style.bottom = '16px';
  chat.style.background = '#ffffff';
  chat.style.color = '#000000';
  chat.style.padding = '16px';
  var button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Minimise';
  button.addEventListener('click', onMinimise);
  chat.append('How can we help?', button);
  document.body.append(chat);
  return chat;
}`;

/** A stand-in for tawk.to's embed script: a bubble, and a chat window with a Minimise button. */
const FAKE_TAWK = `(function () {
  ${CHAT_WINDOW}
  var api = window.Tawk_API;
  var bubble = document.createElement('button');
  bubble.type = 'button';
  bubble.textContent = 'tawk.to bubble';
  bubble.style.position = 'fixed';
  bubble.style.left = '16px';
  bubble.style.bottom = '16px';
  var chat = null;
  function minimise() {
    if (chat) chat.remove();
    chat = null;
    if (api.onChatMinimized) api.onChatMinimized();
  }
  function maximize() {
    if (chat) return;
    chat = chatWindow('tawk.to chat', minimise);
    if (api.onChatMaximized) api.onChatMaximized();
  }
  bubble.addEventListener('click', maximize);
  api.maximize = maximize;
  api.minimize = minimise;
  api.showWidget = function () { bubble.hidden = false; };
  api.hideWidget = function () { bubble.hidden = true; };
  document.body.append(bubble);
  window.__tawkLoads = (window.__tawkLoads || 0) + 1;
  setTimeout(function () { if (api.onLoad) api.onLoad(); }, 0);
})();`;

/** A stand-in for LiveChat's tracking.js: takes the queue over through _h and replays it. */
const FAKE_LIVECHAT = `(function () {
  ${CHAT_WINDOW}
  var widget = window.LiveChatWidget;
  var listeners = {};
  var chat = null;
  function emit(name, data) { (listeners[name] || []).forEach(function (listener) { listener(data); }); }
  function hide() { if (chat) chat.remove(); chat = null; }
  function maximize() {
    if (chat) return;
    chat = chatWindow('LiveChat chat', function () {
      hide();
      emit('visibility_changed', { visibility: 'minimized' });
    });
    emit('visibility_changed', { visibility: 'maximized' });
  }
  widget._h = function (method, args) {
    if (method === 'on') (listeners[args[0]] = listeners[args[0]] || []).push(args[1]);
    if (method === 'call' && args[0] === 'maximize') maximize();
    if (method === 'call' && args[0] === 'hide') { hide(); emit('visibility_changed', { visibility: 'hidden' }); }
  };
  var queued = widget._q;
  widget._q = [];
  queued.forEach(function (item) { widget._h(item[0], item[1]); });
  setTimeout(function () { emit('ready', {}); }, 0);
})();`;

/** Serves the stand-in scripts on the vendors' hosts; `unreachable` hosts fail as they would offline. */
async function fakeVendors(context: BrowserContext, { unreachable = [] as string[] } = {}) {
  const requested: string[] = [];
  await context.route(/^https:\/\/(embed\.tawk\.to|cdn\.livechatinc\.com)\//, (route) => {
    const url = new URL(route.request().url());
    requested.push(url.hostname);
    if (unreachable.includes(url.hostname)) return route.abort('internetdisconnected');
    const body = url.hostname === 'embed.tawk.to' ? FAKE_TAWK : FAKE_LIVECHAT;
    return route.fulfill({ contentType: 'application/javascript', body });
  });
  return requested;
}

const dock = (page: Page) => page.getByRole('complementary', { name: TEXT.region });

async function expectNoAxeViolations(page: Page, view: string) {
  await settled(page);
  const violations = await axeViolations(page, view);
  expect(violations, formatViolations(violations)).toEqual([]);
}

let staff: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  staff = await playwright.request.newContext({ baseURL: STACKS[0]?.baseURL ?? '' });
});
test.afterAll(() => staff.dispose());

test('a fresh site offers its seeded LINE link, opened in a new tab', async ({ page }) => {
  await page.goto('/en/promotions');
  const line = dock(page).getByRole('link', { name: `${TEXT.launcher('LINE')} ${TEXT.newTab}` });
  await expect(line).toBeVisible(APPEARS);
  await expect(line).toHaveAttribute('target', '_blank');
  await expect(line).toHaveAttribute('rel', 'noopener noreferrer');
  // One channel: no menu of others.
  await expect(dock(page).getByRole('button', { name: TEXT.others })).toHaveCount(0);
});

test('only the default channel shows; opening a chat hides the buttons, minimising brings them back', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await withChannels(staff, [{ ...tawk, is_default: true }, liveChat, viber], async () => {
    const requested = await fakeVendors(context);
    const violations = await recordPolicyViolations(page);
    await page.goto('/en/promotions');

    // Only the default's button, and the menu of the others (LINE, LiveChat, Viber) closed.
    const launcher = dock(page).getByRole('link', { name: TEXT.launcher('Live chat'), exact: true });
    await expect(launcher).toBeVisible(APPEARS);
    const others = dock(page).getByRole('button', { name: TEXT.others });
    await expect(others).toHaveAttribute('aria-expanded', 'false');
    await expect(dock(page).getByRole('link')).toHaveCount(1);
    // The default's widget loaded, its own bubble hidden behind the site's button; LiveChat's did not.
    await expect.poll(() => page.evaluate(() => (window as { __tawkLoads?: number }).__tawkLoads)).toBe(1);
    await expect(page.getByRole('button', { name: 'tawk.to bubble' })).toBeHidden();
    expect(requested).toEqual(['embed.tawk.to']);

    // The default's chat: every button of the site steps aside, and comes back on Minimise.
    await launcher.click();
    const chat = page.getByRole('dialog', { name: 'tawk.to chat' });
    await expect(chat).toBeVisible();
    await expect(dock(page)).toBeHidden();
    await chat.getByRole('button', { name: 'Minimise' }).click();
    await expect(chat).toBeHidden();
    await expect(launcher).toBeVisible();
    await expect(others).toBeVisible();
    await expect(launcher).toBeFocused();
    await expect(page.getByRole('button', { name: 'tawk.to bubble' })).toBeHidden();

    // Another channel's chat from the menu hides the default's button too.
    await others.click();
    const menu = dock(page).getByRole('list', { name: TEXT.others });
    await expect(menu.getByRole('link')).toHaveCount(3);
    await expect(menu.getByRole('link', { name: `LINE ${TEXT.newTab}`, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: `Viber ${TEXT.app}`, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'contact menu open');
    await menu.getByRole('link', { name: 'LiveChat', exact: true }).click();
    const liveChatWindow = page.getByRole('dialog', { name: 'LiveChat chat' });
    await expect(liveChatWindow).toBeVisible();
    await expect(dock(page)).toBeHidden();
    await liveChatWindow.getByRole('button', { name: 'Minimise' }).click();
    await expect(dock(page)).toBeVisible();
    await expect(launcher).toBeVisible();
    await expect(others).toBeFocused();
    expect(requested).toEqual(['embed.tawk.to', 'cdn.livechatinc.com']);
    expect(violations).toEqual([]);
  });
});

test("a chat whose script cannot be reached falls back to the vendor's chat page, with one warning", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await withChannels(staff, [{ ...tawk, is_default: true }], async () => {
    await fakeVendors(context, { unreachable: ['embed.tawk.to'] });
    // The vendor's chat page opens in a new tab; a stand-in answers for it.
    await context.route(`${TAWK_PAGE}*`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>tawk.to chat page</title>' }),
    );
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('contact:'))
        warnings.push(message.text());
    });
    await page.goto('/en/promotions');

    const fallback = dock(page).getByRole('link', { name: `${TEXT.launcher('Live chat')} ${TEXT.newTab}` });
    await expect(fallback).toBeVisible(APPEARS);
    await expect(fallback).toHaveAttribute('href', TAWK_PAGE);
    expect(warnings).toEqual([
      'contact: the tawk chat "Live chat" could not start (its script could not be fetched); its link opens in a new tab instead',
    ]);
    const tab = context.waitForEvent('page');
    await fallback.click();
    const chatPage = await tab;
    await expect(chatPage).toHaveTitle('tawk.to chat page');
    expect(chatPage.url()).toBe(TAWK_PAGE);
    // The site itself carries on.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(fallback).toBeVisible();
    expect(warnings).toHaveLength(1);
  });
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 740 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });

  test('the button sits 70 px up, clear of the bottom bar; Viber falls back to its store after 3 s', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await withChannels(staff, [{ ...viber, is_default: true }], async () => {
      await context.route('https://play.google.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Viber on Google Play</title>' }),
      );
      await page.goto('/en/promotions');
      const launcher = dock(page).getByRole('link', { name: `${TEXT.launcher('Viber')} ${TEXT.app}` });
      await expect(launcher).toBeVisible(APPEARS);
      await expect(launcher).toHaveAttribute('href', 'viber://chat?number=%2B66812345678');

      const box = await launcher.boundingBox();
      if (!box) throw new Error('the launcher has no box');
      expect(740 - (box.y + box.height)).toBeCloseTo(70, 0);
      const bar = await page.getByTestId('bottom-nav').boundingBox();
      if (!bar) throw new Error('the bottom navigation has no box');
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y);

      // No Viber app here: the page stays in front, and 3 s later the store opens in a new tab.
      const store = context.waitForEvent('page', { timeout: 10_000 });
      const clickedAt = Date.now();
      await launcher.click();
      const storePage = await store;
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2900);
      expect(storePage.url()).toBe('https://play.google.com/store/apps/details?id=com.viber.voip');
      await expect(storePage).toHaveTitle('Viber on Google Play');
      expect(page.url()).toMatch(/\/en\/promotions$/);
    });
  });
});
