import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './Toast';
import type { ToastOptions } from './Toast';

function Trigger(options: ToastOptions) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      notify
    </button>
  );
}

function renderWith(options: ToastOptions) {
  return render(
    <ToastProvider dismissLabel="Dismiss" regionLabel="Notifications">
      <Trigger {...options} />
    </ToastProvider>,
  );
}

afterEach(() => vi.useRealTimers());

describe('Toast', () => {
  it('announces through a polite live region that exists before any toast', async () => {
    renderWith({ message: 'Deposit successful', tone: 'positive' });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(status).toHaveTextContent('Deposit successful');
  });

  it('puts critical toasts in the assertive region', async () => {
    renderWith({ message: 'Withdrawal not successful', tone: 'critical' });
    await userEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Withdrawal not successful');
  });

  it('leaves on its own after the duration, or when dismissed', async () => {
    vi.useFakeTimers();
    renderWith({ message: 'Saved', duration: 3000 });
    act(() => screen.getByRole('button', { name: 'notify' }).click());
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'notify' }).click());
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('refuses to work outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger message="x" />)).toThrow(/ToastProvider/);
  });
});
