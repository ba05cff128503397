import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnlineStatusBanner } from './OnlineStatusBanner';
import { useOnlineStatus } from './useOnlineStatus';

afterEach(() => vi.useRealTimers());

const props = { offlineMessage: 'You are offline', reconnectedMessage: 'Back online' };

describe('OnlineStatusBanner', () => {
  it('shows nothing while online, keeping an empty live region', () => {
    render(<OnlineStatusBanner online {...props} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the offline message, then the reconnected message for a while', () => {
    vi.useFakeTimers();
    const { rerender } = render(<OnlineStatusBanner online={false} {...props} />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
    rerender(<OnlineStatusBanner online {...props} />);
    expect(screen.getByRole('status')).toHaveTextContent('Back online');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('useOnlineStatus', () => {
  it('follows the online and offline events', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe(false);
    onLine.mockRestore();
  });
});
