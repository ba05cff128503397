import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockEndpoint } from '@casino/api-client/testing';
import * as memoApi from '@casino/contracts/memo';
import type { MemoItem } from '@casino/contracts/memo';
import { inbox, memoDetail, memoItem } from '../testing/fixtures';
import { memoHandlers, renderAt, setupMswServer } from '../testing/render';
import { DetailPage } from './detail-page';
import { InboxPage } from './inbox-page';
import { WritePage } from './write-page';

const server = setupMswServer(...memoHandlers());

describe('the message list', () => {
  it('shows the inbox with the unread count, platform memos in the language, and the sent tab', async () => {
    const user = userEvent.setup();
    renderAt(<InboxPage />, '/en/setting/personal-message', '/:lang/setting/personal-message');
    const rows = await screen.findAllByTestId('memo-row');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/en/setting/personal-message/1?allow_reply=1',
      '/en/setting/personal-message/2',
    ]);
    expect(within(rows[0]!).getByText('Unread')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Deposit credited')).toBeInTheDocument();
    expect(await screen.findByText('Unread messages: 3')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Sent' }));
    expect(await screen.findByText('Where is my withdrawal?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a message' })).toHaveAttribute(
      'href',
      '/en/setting/personal-message/write-memo',
    );
  });

  it('shows 99+ from 100 unread on', async () => {
    server.use(...memoHandlers({ count: 140 }));
    renderAt(<InboxPage />, '/th/setting/personal-message', '/:lang/setting/personal-message');
    expect(await screen.findByTestId('memo-count')).toHaveTextContent('99+');
  });
});

describe('a message', () => {
  it('renders markup in a memo as text, never as HTML', async () => {
    const hostile = memoItem({
      message_transaction_header_id: 7,
      title_name: '<img src=x onerror=alert(1)>',
      message_description: '<script>window.hacked = true</script><b>bold</b>',
    });
    server.use(mockEndpoint(memoApi.memoGet, () => memoDetail(hostile)));
    const { container } = renderAt(
      <DetailPage />,
      '/en/setting/personal-message/7?allow_reply=1',
      '/:lang/setting/personal-message/:id?',
    );
    expect(await screen.findByText('<script>window.hacked = true</script><b>bold</b>')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('script, b, img[src="x"]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('goes back to the list without a topic id', async () => {
    renderAt(<DetailPage />, '/en/setting/personal-message/x', '/:lang/setting/personal-message/:id?');
    expect(await screen.findByText('message list')).toBeInTheDocument();
  });

  it('offers a reply only where the topic takes replies, and sends it', async () => {
    const user = userEvent.setup();
    let sentBody: unknown;
    server.use(
      mockEndpoint(memoApi.memoReplyCreate, ({ body }) => {
        sentBody = body;
        const detail = memoDetail(inbox[0]);
        return {
          ...detail,
          history: [
            ...detail.history,
            {
              id: 11,
              author: 'member' as const,
              message_description: 'Thanks',
              message_img_url: null,
              createdAt: '2026-03-10T10:00:00.000Z',
            },
          ],
        };
      }),
    );
    renderAt(
      <DetailPage />,
      '/en/setting/personal-message/1?allow_reply=1',
      '/:lang/setting/personal-message/:id?',
    );
    await user.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Reply sent');
    expect(sentBody).toEqual({ message_transaction_header_id: 1, message_description: 'Thanks' });
    expect(screen.getAllByTestId('memo-message')).toHaveLength(2);
  });

  it('words a platform memo in the page language and takes no reply', async () => {
    renderAt(<DetailPage />, '/en/setting/personal-message/2', '/:lang/setting/personal-message/:id?');
    expect(
      await screen.findByText('Your deposit of 500.00 (reference D-1) has been credited to your wallet.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This message does not take replies.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('words the cashback, rebate and promotion memos with their amount and business day', async () => {
    const platformMemo = (id: number, template: MemoItem['template'], params: Record<string, string>) =>
      memoItem({ message_transaction_header_id: id, template, params, allow_reply: false });
    server.use(
      ...memoHandlers({
        inbox: [
          platformMemo(21, 'cashback_paid', { amount: '40.00', day: '2026-11-22' }),
          platformMemo(22, 'rebate_paid', { amount: '10.00', day: '2026-11-22' }),
          platformMemo(23, 'promotion_expired', { amount: '50.00' }),
        ],
      }),
    );
    renderAt(<InboxPage />, '/en/setting/personal-message', '/:lang/setting/personal-message');
    const rows = await screen.findAllByTestId('memo-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Cashback paid'),
      expect.stringContaining('Rebate paid'),
      expect.stringContaining('Promotion expired'),
    ]);

    renderAt(<DetailPage />, '/en/setting/personal-message/21', '/:lang/setting/personal-message/:id?');
    expect(
      await screen.findByText(
        'Cashback of 40.00 for 2026-11-22 is in your cashback balance. Transfer it to your wallet whenever you like.',
      ),
    ).toBeInTheDocument();
  });
});

describe('writing a message', () => {
  it('checks the fields, uploads the image with a preview, and opens the new topic', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let written: unknown;
    const created: MemoItem = memoItem({ message_transaction_header_id: 9, tab: 'sent', title_name: 'Help' });
    server.use(
      http.post('*/api/mb/upload-message', () =>
        HttpResponse.json(
          {
            id: 'a'.repeat(32),
            url: `/api/mb/upload-message/${'a'.repeat(32)}`,
            content_type: 'image/png',
            size: 10,
          },
          { status: 201 },
        ),
      ),
      mockEndpoint(memoApi.sendMessageCreate, ({ body }) => {
        written = body;
        return memoDetail(created);
      }),
    );
    globalThis.URL.createObjectURL ??= () => 'blob:preview';
    globalThis.URL.revokeObjectURL ??= () => undefined;
    renderAt(
      <WritePage />,
      '/en/setting/personal-message/write-memo',
      '/:lang/setting/personal-message/write-memo',
    );
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByRole('textbox', { description: /./ })).not.toHaveLength(0);
    expect(written).toBeUndefined();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Withdraw');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Help');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Where is it?');
    const tooBig = new File([new Uint8Array(10)], 'x.gif', { type: 'image/gif' });
    await user.upload(screen.getByLabelText('Attach an image'), tooBig);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image');
    await user.upload(
      screen.getByLabelText('Attach an image'),
      new File([new Uint8Array(10)], 'p.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Image to send' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeInTheDocument());
    expect(written).toEqual({
      message_type: 'Withdraw',
      title_name: 'Help',
      message_description: 'Where is it?',
      message_img_url: `/api/mb/upload-message/${'a'.repeat(32)}`,
    });
  });
});
