import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingStatus } from './LoadingStatus';

const meta = {
  title: 'ui-kit/LoadingStatus',
  component: LoadingStatus,
  args: { label: 'Loading' },
} satisfies Meta<typeof LoadingStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
