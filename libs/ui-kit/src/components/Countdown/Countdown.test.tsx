import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';
import { formatRemaining, remainingParts } from './remaining';

const START = new Date('2026-01-01T00:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('remainingParts / formatRemaining', () => {
  it('splits into days, hours, minutes, seconds, rounding partial seconds up', () => {
    expect(formatRemaining(remainingParts(3_725_400))).toBe('01:02:06');
    expect(formatRemaining(remainingParts(90_061_000))).toBe('1:01:01:01');
    expect(remainingParts(-5).totalMs).toBe(0);
  });
});

describe('Countdown', () => {
  it('ticks every second and calls onExpire once at zero, then shows the expired label', () => {
    const onExpire = vi.fn();
    render(<Countdown target={START + 3000} expiredLabel="Expired" onExpire={onExpire} label="Time left" />);
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer).toHaveTextContent('00:00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00:00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00:00:01');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onExpire).toHaveBeenCalledOnce();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('shows the expired label straight away for a past target, without calling onExpire', () => {
    const onExpire = vi.fn();
    render(
      <Countdown target={new Date(START - 1000).toISOString()} expiredLabel="Expired" onExpire={onExpire} />,
    );
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('restarts when the target changes', () => {
    const { rerender } = render(<Countdown target={START + 1000} expiredLabel="Expired" />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Expired')).toBeInTheDocument();
    rerender(<Countdown target={START + 61_000} expiredLabel="Expired" />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:00');
  });

  it('accepts a custom renderer', () => {
    render(<Countdown target={START + 5000} expiredLabel="Expired" render={(r) => `${r.seconds}s`} />);
    expect(screen.getByRole('timer')).toHaveTextContent('5s');
  });
});
