import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionStatus } from './ConnectionStatus';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ConnectionStatus', () => {
  it('keeps an empty polite live region while connected', () => {
    render(<ConnectionStatus reconnecting={false} label="Reconnecting…" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('says nothing about a drop shorter than its delay', () => {
    const { rerender } = render(<ConnectionStatus reconnecting label="Reconnecting…" />);
    act(() => vi.advanceTimersByTime(1000));
    rerender(<ConnectionStatus reconnecting={false} label="Reconnecting…" />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the label once the drop lasts, and goes when the connection is back', () => {
    const { rerender } = render(<ConnectionStatus reconnecting label="Reconnecting…" />);
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    rerender(<ConnectionStatus reconnecting={false} label="Reconnecting…" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
