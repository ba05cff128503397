import type { Meta, StoryObj } from '@storybook/react-vite';
import { Countdown } from './Countdown';

const meta = {
  title: 'ui-kit/Countdown',
  component: Countdown,
  args: { target: Date.now() + 90_000, expiredLabel: 'Expired', label: 'Time left' },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NinetySeconds: Story = {
  render: (args) => <Countdown {...args} target={Date.now() + 90_000} />,
};
export const Days: Story = { render: (args) => <Countdown {...args} target={Date.now() + 3 * 86_400_000} /> };
export const Expired: Story = { args: { target: Date.now() - 1000 } };
