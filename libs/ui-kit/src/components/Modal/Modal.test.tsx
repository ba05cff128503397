import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
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
  it('opens a native modal dialog labelled by its title in a portal, focusing inside', async () => {
    const { container } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = screen.getByRole('dialog', { name: 'Welcome back' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(container.contains(dialog)).toBe(false);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('focuses initialFocusRef when given', () => {
    function WithInitialFocus() {
      const ref = useRef<HTMLInputElement>(null);
      return (
        <Modal open title="Log in" closeLabel="Close" onClose={() => undefined} initialFocusRef={ref}>
          <input aria-label="Username" ref={ref} />
        </Modal>
      );
    }
    render(<WithInitialFocus />);
    expect(screen.getByLabelText('Username')).toHaveFocus();
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

  it('stays open on Escape while the caller keeps it open', async () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Saving" onClose={onClose}>
        <button type="button">wait</button>
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'Saving' })).toHaveAttribute('open');
  });

  it('closes on a press on the backdrop (outside the box) but not inside', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(screen.getByLabelText('Username'));
    expect(onClose).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog');
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 100, 400, 300));
    fireEvent.mouseDown(dialog, { clientX: 300, clientY: 200 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog, { clientX: 20, clientY: 20 });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('ignores the backdrop when closeOnBackdrop is false', () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Pay" onClose={onClose} closeOnBackdrop={false}>
        <p>QR</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 100, 400, 300));
    fireEvent.mouseDown(dialog, { clientX: 20, clientY: 20 });
    expect(onClose).not.toHaveBeenCalled();
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

  it('locks the page scroll while any modal is open, and releases it after the last', () => {
    const root = document.documentElement;
    const { rerender } = render(
      <>
        <Modal open title="One" onClose={() => undefined}>
          <p>1</p>
        </Modal>
        <Modal open title="Two" onClose={() => undefined}>
          <p>2</p>
        </Modal>
      </>,
    );
    expect(root.style.overflow).toBe('hidden');
    rerender(
      <Modal open title="One" onClose={() => undefined}>
        <p>1</p>
      </Modal>,
    );
    expect(root.style.overflow).toBe('hidden');
    rerender(<></>);
    expect(root.style.overflow).toBe('');
  });
});
