import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { StoryProviders, errorReply, mockEndpoint } from '@casino/api-client/testing';
import * as memoApi from '@casino/contracts/memo';
import { inbox, memoDetail, memoItem, sent } from '../testing/fixtures';
import { memoHandlers } from '../testing/handlers';
import '../i18n';
import { DetailPage } from './detail-page';
import { InboxPage } from './inbox-page';
import { WritePage } from './write-page';

const BASE = '/en/setting/personal-message';

/**
 * The member's messages against MSW (replies checked against the memo contracts): the inbox and sent
 * tabs, one topic with its history and reply form, and the form that writes to staff.
 */
const meta = {
  title: 'memo/Pages',
  decorators: [
    (Story, { parameters }) => (
      <StoryProviders
        path={(parameters['path'] as string | undefined) ?? BASE}
        pattern={(parameters['pattern'] as string | undefined) ?? '/:lang/setting/personal-message/*'}
      >
        <div style={{ maxWidth: 768 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: memoHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The inbox: an unread staff memo above a deposit memo worded from its template; three unread. */
export const Inbox: Story = { render: () => <InboxPage /> };

export const SentTab: Story = { render: () => <InboxPage />, parameters: { path: `${BASE}?tab=sent` } };

export const EmptyInbox: Story = {
  render: () => <InboxPage />,
  parameters: { msw: { handlers: memoHandlers({ inbox: [], sent: [], count: 0 }) } },
};

/** The list while its page is on its way. */
export const InboxLoading: Story = {
  render: () => <InboxPage />,
  parameters: {
    msw: {
      handlers: [
        http.get(`*${memoApi.messageFind.basePath}`, async () => {
          await delay('infinite');
        }),
        ...memoHandlers(),
      ],
    },
  },
};

/** A topic that takes replies: its history and the reply form with an optional image. */
export const Detail: Story = {
  render: () => <DetailPage />,
  parameters: { path: `${BASE}/1?allow_reply=1`, pattern: '/:lang/setting/personal-message/:id?' },
};

/** A platform memo worded from its template, closed to replies. */
export const DetailRepliesClosed: Story = {
  render: () => <DetailPage />,
  parameters: { path: `${BASE}/2`, pattern: '/:lang/setting/personal-message/:id?' },
};

/** The member's own topic with staff's answer below it and an attached image. */
export const DetailConversation: Story = {
  render: () => <DetailPage />,
  parameters: {
    path: `${BASE}/3?allow_reply=1`,
    pattern: '/:lang/setting/personal-message/:id?',
    msw: {
      handlers: [
        mockEndpoint(memoApi.memoGet, () => {
          const detail = memoDetail(sent[0]);
          return {
            ...detail,
            history: [
              ...detail.history,
              {
                id: 11,
                author: 'staff' as const,
                message_description: 'It was paid at 11:20; it can take an hour to reach your bank.',
                message_img_url: null,
                createdAt: '2026-03-10T11:30:00.000Z',
              },
            ],
          };
        }),
        ...memoHandlers(),
      ],
    },
  },
};

export const Write: Story = {
  render: () => <WritePage />,
  parameters: { path: `${BASE}/write-memo` },
};

/** The platform refuses the new topic: the form says why. */
export const WriteRefused: Story = {
  render: () => <WritePage />,
  parameters: {
    path: `${BASE}/write-memo`,
    msw: {
      handlers: [
        mockEndpoint(memoApi.sendMessageCreate, () =>
          errorReply({ code: 429, reason: 'RATE_LIMITED', message: 'Too many messages' }),
        ),
        ...memoHandlers(),
      ],
    },
  },
};

/** Many topics: the list pages. */
export const ManyTopics: Story = {
  render: () => <InboxPage />,
  parameters: {
    msw: {
      handlers: [
        mockEndpoint(memoApi.messageFind, () => ({
          total: 45,
          limit: 10,
          skip: 0,
          data: Array.from({ length: 10 }, (_, index) =>
            memoItem({ message_transaction_header_id: 100 + index, title_name: `Promotion ${index + 1}` }),
          ),
        })),
        ...memoHandlers({ inbox }),
      ],
    },
  },
};
