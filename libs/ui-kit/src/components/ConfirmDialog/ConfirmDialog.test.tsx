import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title, described by its message, focusing cancel', () => {
    render(
      <ConfirmDialog
        open
        title="Leave the game?"
        message="Your round will end."
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Leave the game?' });
    expect(dialog).toHaveAccessibleDescription('Your round will end.');
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
  });

  it('calls onConfirm and onCancel from the buttons and onCancel on Escape', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Sure?"
        message=""
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('works as a one-button notice where Escape acknowledges', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog open title="Error" message="Try again later" confirmLabel="OK" onConfirm={onConfirm} />,
    );
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
