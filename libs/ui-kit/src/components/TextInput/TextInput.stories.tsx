import type { Meta, StoryObj } from '@storybook/react-vite';
import { RESTRICTION_MODES } from './restrict';
import { TextInput } from './TextInput';

const meta = {
  title: 'ui-kit/TextInput',
  component: TextInput,
  args: {
    label: 'Username',
    hint: 'Letters and digits only',
    restrict: 'alphanumeric',
    placeholder: 'player01',
  },
  argTypes: { restrict: { control: 'select', options: [undefined, ...RESTRICTION_MODES] } },
} satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = {
  args: { error: 'This username is already taken.', defaultValue: 'player01' },
};
export const Phone: Story = {
  args: { label: 'Phone', hint: 'Digits and +', restrict: 'tel', placeholder: '+66' },
};
export const Amount: Story = {
  args: { label: 'Amount', hint: undefined, restrict: 'decimal', placeholder: '0.00' },
};
