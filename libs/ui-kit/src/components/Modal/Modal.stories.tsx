import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { TextInput } from '../TextInput/TextInput';
import { Modal } from './Modal';
import type { ModalProps } from './Modal';

const meta = {
  title: 'ui-kit/Modal',
  component: Modal,
  args: { open: false, title: 'Log in', closeLabel: 'Close', onClose: () => undefined, children: null },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

function ModalDemo(args: ModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        {...args}
        open={open}
        onClose={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Log in</Button>}
      >
        <TextInput label="Username" restrict="alphanumeric" />
      </Modal>
    </>
  );
}

export const Interactive: Story = { render: (args) => <ModalDemo {...args} /> };

/** A confirmation over an open modal: the lower one goes inert, Escape closes the top one first. */
function StackedDemo(args: ModalProps) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open the cashbox</Button>
      <Modal
        {...args}
        title="Cashbox"
        open={open}
        onClose={() => setOpen(false)}
        footer={<Button onClick={() => setConfirming(true)}>Deposit</Button>}
      >
        <TextInput label="Amount" restrict="decimal" />
      </Modal>
      <ConfirmDialog
        open={confirming}
        title="Deposit 300?"
        message="A fee of 1.9% applies."
        confirmLabel="Deposit"
        cancelLabel="Cancel"
        onConfirm={() => setConfirming(false)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

export const Stacked: Story = { render: (args) => <StackedDemo {...args} /> };
