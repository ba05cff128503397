import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'ui-kit/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Cancel promotion?',
    message: 'Cannot receive this promotion, please deactivate the current promotion.',
    confirmLabel: 'Deactivate',
    cancelLabel: 'Keep',
    tone: 'danger',
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};
export const Notice: Story = {
  args: {
    title: 'Error',
    message: 'Points not enough',
    confirmLabel: 'OK',
    cancelLabel: undefined,
    tone: 'primary',
  },
};
