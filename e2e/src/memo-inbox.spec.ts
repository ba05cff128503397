import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { endpointPath } from '@casino/contracts';
import * as memoApi from '@casino/contracts/memo';
import { depositByPromptPay } from './support/payments';
import { newMemberWithProfile } from './support/members';
import { staffHeaders } from './support/staff';
import { STACKS } from './support/stacks';

/** A 1×1 PNG: a real image the server's content sniffing accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The memo library's Thai texts, read from its translation file. */
const thai = JSON.parse(
  readFileSync(new URL('../../libs/memo/src/locales/th/memo.json', import.meta.url), 'utf8'),
) as { title: string; tabs: { inbox: string }; template: { deposit_credited: { title: string } } };

async function staffSend(api: APIRequestContext, body: object): Promise<number> {
  const res = await api.post(memoApi.adminMemoSend.path, { headers: staffHeaders, data: body });
  expect(res.ok(), await res.text()).toBe(true);
  const { topic_ids } = (await res.json()) as { topic_ids: number[] };
  return topic_ids[0]!;
}

/** The attached image really loads with the member's session cookie. */
async function expectImageLoaded(page: Page, name: string) {
  const image = page.getByRole('img', { name }).first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test('staff write to a member, who gets the badge and the pop-up live, reads, replies with an image and writes back', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const api = page.request;
  const member = await newMemberWithProfile(api, {
    password: 'Memo12345',
    firstName: 'Mali',
    lastName: 'Inbox',
  });

  // The account area: an empty inbox, and the unread count appears in the navigation without a reload.
  await page.goto('/en/setting/personal-message');
  await expect(page.getByRole('heading', { name: 'Personal messages' })).toBeVisible();
  await expect(page.getByText('No messages yet')).toBeVisible();
  const nav = page.getByTestId('setting-side-column');
  await staffSend(api, {
    user_ids: [member.userId],
    message_type: 'Member',
    title_name: 'Welcome <b>aboard</b>',
    message_description: 'Glad to have you.',
  });
  await expect(nav.getByTestId('memo-count')).toHaveText('1Unread messages: 1');
  // The header's account link carries it too, wherever the member is.
  await expect(page.getByRole('banner').getByTestId('memo-count')).toHaveText('1Unread messages: 1');
  await expect(page.getByTestId('memo-row')).toHaveCount(1);
  await expect(page.getByText('Welcome <b>aboard</b>')).toBeVisible();

  // On the home page a reward pop-up arrives live; opening it reads it.
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const popupId = await staffSend(api, {
    user_ids: [member.userId],
    message_type: 'Promotion',
    title_name: 'Fifty free spins',
    message_description: 'Your spins are waiting in the lobby.',
    allow_reply: true,
    is_modal: true,
  });
  const popup = page.getByRole('dialog', { name: 'You have a new message' });
  await expect(popup).toContainText('Fifty free spins');
  await popup.getByRole('button', { name: 'Open message' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/setting/personal-message/${popupId}\\?allow_reply=1$`));
  await expect(page.getByRole('heading', { name: 'Fifty free spins' })).toBeVisible();
  await expect(nav.getByTestId('memo-count')).toHaveText('1Unread messages: 1');

  // The reply carries an image, previewed before it is sent and shown in the history after.
  await page.getByRole('textbox', { name: 'Your reply' }).fill('Thank you!');
  await page
    .getByLabel('Attach an image')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Image to send' })).toBeVisible();
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reply sent' })).toBeVisible();
  await expect(page.getByTestId('memo-message')).toHaveCount(2);
  await expectImageLoaded(page, 'Attached image');
  // Seen once: the pop-up does not come back.
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(popup).toBeHidden();

  // A memo to staff, with an image, lands in the sent tab.
  await page.goto('/en/setting/personal-message/write-memo');
  await page.getByRole('combobox', { name: 'Topic' }).selectOption('Deposit');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Slip question');
  await page.getByRole('textbox', { name: 'Message' }).fill('Is my slip readable?');
  await page
    .getByLabel('Attach an image')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Image to send' })).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Slip question' })).toBeVisible();
  await expectImageLoaded(page, 'Attached image');
  await page.getByRole('link', { name: 'Back to messages' }).click();
  await page.getByRole('tab', { name: 'Sent' }).click();
  await expect(page.getByTestId('memo-row').filter({ hasText: 'Slip question' })).toBeVisible();

  // A credited deposit writes its own memo, in the page's language (English, then Thai).
  await page.getByRole('tab', { name: /Inbox/ }).click();
  await depositByPromptPay(api, 300);
  await expect(page.getByTestId('memo-row').filter({ hasText: 'Deposit credited' })).toBeVisible();
  await page.goto('/th/setting/personal-message');
  await expect(page.getByRole('heading', { name: thai.title })).toBeVisible();
  await expect(page.getByRole('tab', { name: new RegExp(thai.tabs.inbox) })).toBeVisible();
  await expect(
    page.getByTestId('memo-row').filter({ hasText: thai.template.deposit_credited.title }),
  ).toBeVisible();

  // Another member reaches none of it through the API.
  const other = await playwright.request.newContext({ baseURL: STACKS[0]!.baseURL });
  try {
    await newMemberWithProfile(other, { password: 'Memo12345', firstName: 'Nok', lastName: 'Other' });
    expect((await other.get(`/api/mb/memo/${popupId}`)).status()).toBe(404);
    const reply = await other.post('/api/mb/memo-reply', {
      data: { message_transaction_header_id: popupId, message_description: 'me too' },
    });
    expect(reply.status()).toBe(404);
    const list = (await (await other.get('/gapi/mb/message?tab=inbox')).json()) as { total: number };
    expect(list.total).toBe(0);
  } finally {
    await other.dispose();
  }
});

test("reward pop-ups waiting for a member come one at a time, today's newest first, each seen once", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const api = page.request;
  const member = await newMemberWithProfile(api, {
    password: 'Memo12345',
    firstName: 'Dao',
    lastName: 'Popups',
  });
  // Three rewards written today before the member comes back (the server also puts older days' ones after
  // these, oldest first: platform-api's memo tests cover that ordering, which needs a past day).
  for (const title of ['First reward', 'Second reward', 'Third reward']) {
    await staffSend(api, {
      user_ids: [member.userId],
      message_type: 'Promotion',
      title_name: title,
      message_description: `${title}: open your inbox.`,
      is_modal: true,
    });
  }

  await page.goto('/en');
  const popup = page.getByRole('dialog', { name: 'You have a new message' });
  for (const [index, title] of ['Third reward', 'Second reward', 'First reward'].entries()) {
    await expect(popup).toContainText(title);
    // The count of those still waiting, this one included.
    if (index < 2) await expect(popup).toContainText(`1 of ${3 - index}`);
    await popup
      .getByRole('button', { name: index < 2 ? 'Next' : 'Close', exact: true })
      .last()
      .click();
  }
  await expect(popup).toBeHidden();

  // Seen: not again after a reload, and none left for the modal on the server.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(popup).toBeHidden();
  const waiting = await api.get(`${endpointPath(memoApi.rewardPopupFind)}?is_modal=1`);
  expect(((await waiting.json()) as { data: unknown[] }).data).toEqual([]);
});

test('neon-jungle: a staff memo shows in the member inbox of the second brand', async ({ browser }) => {
  const neon = STACKS[1]!;
  const context = await browser.newContext({ baseURL: neon.baseURL });
  try {
    const page = await context.newPage();
    const member = await newMemberWithProfile(page.request, {
      password: 'Memo12345',
      firstName: 'Neon',
      lastName: 'Inbox',
    });
    await staffSend(page.request, {
      user_ids: [member.userId],
      message_type: 'Promotion',
      title_name: 'Jungle jackpot week',
      message_description: 'Double points all week.',
    });
    await page.goto('/en/setting/personal-message');
    await expect(page.getByTestId('memo-row').filter({ hasText: 'Jungle jackpot week' })).toBeVisible();
    await expect(page.getByTestId('setting-side-column').getByTestId('memo-count')).toHaveText(
      '1Unread messages: 1',
    );
  } finally {
    await context.close();
  }
});
