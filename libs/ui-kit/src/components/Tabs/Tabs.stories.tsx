import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs } from './Tabs';
import type { TabsProps } from './Tabs';

const meta = {
  title: 'ui-kit/Tabs',
  component: Tabs,
  args: {
    label: 'Memo',
    value: 'inbox',
    onChange: () => undefined,
    items: [
      { id: 'inbox', label: 'Inbox', content: 'No messages yet.' },
      { id: 'sent', label: 'Sent', content: 'Nothing sent.' },
      { id: 'write', label: 'Write memo', content: 'Compose a memo here.' },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

function TabsDemo(args: TabsProps) {
  const [value, setValue] = useState(args.value);
  return <Tabs {...args} value={value} onChange={setValue} />;
}

export const Interactive: Story = { render: (args) => <TabsDemo {...args} /> };
