import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
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
