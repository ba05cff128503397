import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'ui-kit/CopyButton',
  component: CopyButton,
  args: { text: '7f3c9a2e-51b4-4d0e-9a41-2b7c8e6f1d20', label: 'Copy TraceID', copiedLabel: 'Copied' },
  decorators: [(Story) => <div style={{ paddingTop: 48 }}>{Story()}</div>],
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IconOnly: Story = {};
export const WithText: Story = { args: { children: 'Copy link' } };
