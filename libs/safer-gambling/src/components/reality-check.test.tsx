import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gamblingLimits } from '../testing/fixtures';
import { renderAt, saferGamblingHandlers, setupMswServer } from '../testing/render';
import { RealityCheck } from './reality-check';

const server = setupMswServer(...saferGamblingHandlers());
const LIMITS = '/en/setting/safer-gambling';

afterEach(() => vi.useRealTimers());

/** Lets the limits load with real timers, then moves the clock on by `ms`. */
async function after(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the reality check', () => {
  it('reminds every interval with the time played and the net result, and continues or stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      ...saferGamblingHandlers(
        gamblingLimits({}, { reality_check: { interval_minutes: 15, options: [15] } }),
      ),
    );
    const onStop = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<RealityCheck onStop={onStop} limitsPath={LIMITS} />, '/en/games/1', '/:lang/games/:id');
    await after(14 * 60_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await after(60_000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been playing for 15 min.');
    expect(await screen.findByText('Net result: -B150')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue playing' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Review my limits' })).toHaveAttribute('href', LIMITS);

    await user.click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await after(15 * 60_000);
    await user.click(await screen.findByRole('button', { name: 'Stop playing' }));
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('stays silent with the reminder off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt(<RealityCheck onStop={vi.fn()} limitsPath={LIMITS} />, '/en/games/1', '/:lang/games/:id');
    await after(3 * 60 * 60_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('ends play when the session time limit runs out', async () => {
    const endsAt = new Date(Date.now() + 2_000).toISOString();
    server.use(
      ...saferGamblingHandlers(
        gamblingLimits(
          {},
          {
            session: {
              minutes: 30,
              pending: null,
              session_started_at: new Date(Date.now() - 30 * 60_000).toISOString(),
              session_ends_at: endsAt,
            },
          },
        ),
      ),
    );
    const onStop = vi.fn();
    renderAt(<RealityCheck onStop={onStop} limitsPath={LIMITS} />, '/en/games/1', '/:lang/games/:id');
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Session time limit reached' },
      { timeout: 5_000 },
    );
    expect(dialog).toHaveTextContent('Play stops until you log in again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Leave the game' }));
    expect(onStop).toHaveBeenCalledOnce();
  });
});
