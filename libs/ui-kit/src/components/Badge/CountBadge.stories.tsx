import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountBadge } from './CountBadge';

/** The count beside a link: unread messages, quest rewards waiting. Nothing at 0; "99+" from 100 on. */
const meta = {
  title: 'ui-kit/CountBadge',
  component: CountBadge,
  args: { count: 3, label: '3 unread messages' },
  render: (args) => (
    <a href="#messages">
      Messages
      <CountBadge {...args} />
    </a>
  ),
} satisfies Meta<typeof CountBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};
export const Overflow: Story = { args: { count: 250, label: '250 unread messages' } };
export const None: Story = { args: { count: 0, label: 'No unread messages' } };
