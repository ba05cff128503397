import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'ui-kit/PasswordInput',
  component: PasswordInput,
  args: {
    label: 'Password',
    showLabel: 'Show password',
    hideLabel: 'Hide password',
    hint: 'At least 6 characters',
  },
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Password required' } };
