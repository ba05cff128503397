import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_TOOLTIP_MS, CopyButton } from './CopyButton';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.useRealTimers());

async function clickCopy() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy TraceID' }));
  });
}

describe('CopyButton', () => {
  it('copies the text and shows "copied" for exactly 2 seconds', async () => {
    const onCopied = vi.fn();
    render(<CopyButton text="trace-123" label="Copy TraceID" copiedLabel="Copied" onCopied={onCopied} />);
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith('trace-123');
    expect(onCopied).toHaveBeenCalledOnce();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');

    act(() => vi.advanceTimersByTime(COPIED_TOOLTIP_MS - 1));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('restarts the 2 seconds when copied again', async () => {
    render(<CopyButton text="x" label="Copy TraceID" copiedLabel="Copied" />);
    await clickCopy();
    act(() => vi.advanceTimersByTime(1500));
    await clickCopy();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('uses 2000 ms as spec section 9 says', () => {
    expect(COPIED_TOOLTIP_MS).toBe(2000);
  });
});
