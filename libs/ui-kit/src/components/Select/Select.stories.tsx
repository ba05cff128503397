import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';

const meta = {
  title: 'ui-kit/Select',
  component: Select,
  args: {
    label: 'Currency',
    placeholder: 'Choose a currency',
    options: [
      { value: 'THB', label: 'THB' },
      { value: 'MYR', label: 'MYR' },
      { value: 'IDR', label: 'IDR' },
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Currency is required' } };
