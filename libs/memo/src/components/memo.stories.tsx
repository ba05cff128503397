import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { inbox, memoItem, sent } from '../testing/fixtures';
import { MemoCountView } from './memo-count-badge';
import { MemoList } from './memo-list';
import { RewardPopupDialog } from './reward-popups';
import '../i18n';

const meta = {
  title: 'memo/MemoList',
  component: MemoList,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { items: inbox, basePath: '/en/setting/personal-message', emptyText: 'No messages yet' },
} satisfies Meta<typeof MemoList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A staff memo (unread, takes replies) above a deposit memo worded from its template. */
export const Inbox: Story = {};

export const Sent: Story = { args: { items: sent } };

export const Empty: Story = { args: { items: [] } };

/** Markup in a memo shows as typed. */
export const HostileText: Story = {
  args: { items: [memoItem({ title_name: '<img src=x onerror=alert(1)> Free <b>bonus</b>' })] },
};

export const RewardPopup: Story = {
  render: () => (
    <RewardPopupDialog
      popups={[
        memoItem({
          title_name: 'Fifty free spins',
          message_description: 'Your spins are waiting.',
          is_modal: true,
        }),
        memoItem({ message_transaction_header_id: 2, title_name: 'Cashback week', is_modal: true }),
      ]}
      onSeen={() => undefined}
      onOpen={() => undefined}
    />
  ),
};

export const CountBadge: Story = {
  render: () => (
    <p>
      Messages <MemoCountView count={7} /> · Many <MemoCountView count={250} />
    </p>
  ),
};
