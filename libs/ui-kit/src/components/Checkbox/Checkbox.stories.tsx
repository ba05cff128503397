import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'ui-kit/Checkbox',
  component: Checkbox,
  args: { label: 'I am over 18 and accept the terms and conditions' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'You must accept the terms' } };
