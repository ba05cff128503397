import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Modal } from './Modal';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log in</Button>
      <Modal
        open={open}
        title="Welcome back"
        closeLabel="Close"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<Button>Submit</Button>}
      >
        <input aria-label="Username" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders a modal dialog labelled by its title in a portal, focusing inside', async () => {
    const { container } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = screen.getByRole('dialog', { name: 'Welcome back' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container.contains(dialog)).toBe(false);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    await userEvent.tab();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await userEvent.tab();
    expect(submit).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Log in' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(screen.getByLabelText('Username'));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('dialog has no backdrop');
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('lets only the top modal answer Escape when two are stacked', async () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    render(
      <>
        <Modal open title="Outer" onClose={outerClose}>
          <button type="button">outer</button>
        </Modal>
        <Modal open title="Inner" onClose={innerClose}>
          <button type="button">inner</button>
        </Modal>
      </>,
    );
    await userEvent.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledOnce();
    expect(outerClose).not.toHaveBeenCalled();
  });
});
