import type { Meta, StoryObj } from '@storybook/react-vite';
import { OnlineStatusBanner } from './OnlineStatusBanner';

const meta = {
  title: 'ui-kit/OnlineStatusBanner',
  component: OnlineStatusBanner,
  args: {
    online: false,
    offlineMessage: 'You are offline. Check your connection.',
    reconnectedMessage: 'Back online',
  },
} satisfies Meta<typeof OnlineStatusBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {};
export const Online: Story = { args: { online: true } };
