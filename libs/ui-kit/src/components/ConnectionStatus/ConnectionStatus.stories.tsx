import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConnectionStatus } from './ConnectionStatus';

const meta = {
  title: 'ui-kit/ConnectionStatus',
  component: ConnectionStatus,
  args: { reconnecting: true, label: 'Reconnecting…', delayMs: 0 },
} satisfies Meta<typeof ConnectionStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reconnecting: Story = {};
export const Connected: Story = { args: { reconnecting: false } };
