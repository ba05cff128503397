import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockEndpoint } from '@casino/api-client/testing';
import { renderWithTestProviders, setupMswServer } from '@casino/api-client/testing/vitest';
import { createI18n } from '@casino/i18n';
import * as recentWinsApi from '@casino/contracts/recent-wins';
import type { RecentWin } from '@casino/contracts';
import { onRecentWinsMessage } from '../recent-wins-live';
import '../recent-wins/i18n';
import { sessionHandlers } from '../testing/render';
import { RecentWinsTicker } from './recent-wins-ticker';

/** English, bundled: the ticker's own namespace beside the common one. */
const i18n = await createI18n({ language: 'en', namespaces: ['common', 'recentWins'] });
const renderWithProviders = (ui: ReactElement) => renderWithTestProviders(ui, { i18n });

const server = setupMswServer();

const baht = { id: 1, code: 'THB', symbol: '฿', is_following: false, enable_decimal: true };

function win(n: number, extra: Partial<RecentWin> = {}): RecentWin {
  return {
    id: `win-${n}`,
    game_list_id: n,
    game_name: `Game ${n}`,
    image_url: null,
    provider_name: 'Jade Studio',
    masked_username: `ab***${n}`,
    amount: `${n}000.50`,
    currency: baht,
    multiplier: `${n}.00`,
    won_at: `2026-11-27T10:0${n}:00.000Z`,
    ...extra,
  };
}

function serve(wins: RecentWin[]) {
  let calls = 0;
  server.use(
    ...sessionHandlers(null),
    mockEndpoint(recentWinsApi.recentWinsFind, () => {
      calls += 1;
      return { data: wins };
    }),
  );
  return () => calls;
}

function reduceMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('RecentWinsTicker', () => {
  it('lists the wins under a heading, each read as one sentence with the amount in its currency', async () => {
    serve([win(2), win(1, { multiplier: null })]);
    renderWithProviders(<RecentWinsTicker />);
    const region = await screen.findByRole('region', { name: 'Recent wins' });
    const list = within(region).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('ab***2 won ฿2,000.50 on Game 2 (2.00 times the stake)');
    expect(items[1]).toHaveTextContent('ab***1 won ฿1,000.50 on Game 1');
    expect(items[1]).not.toHaveTextContent('times the stake');
    // Quiet by default: new wins are not announced.
    expect(list).toHaveAttribute('aria-live', 'off');
  });

  it('shows nothing while there is no win', async () => {
    const calls = serve([]);
    const { container } = renderWithProviders(<RecentWinsTicker />);
    await vi.waitFor(() => expect(calls()).toBe(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('moves with a copy hidden from screen readers, and the pause button stops it', async () => {
    reduceMotion(false);
    serve([win(1)]);
    renderWithProviders(<RecentWinsTicker />);
    const region = await screen.findByRole('region', { name: 'Recent wins' });
    expect(region).toHaveAttribute('data-moving', 'true');
    // Only the real list is exposed; the loop's copy is aria-hidden.
    expect(within(region).getAllByRole('list')).toHaveLength(1);
    expect(region.querySelectorAll('ul')).toHaveLength(2);
    const pause = screen.getByRole('button', { name: 'Pause' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(region).toHaveAttribute('data-paused', 'true');
    await userEvent.click(pause);
    expect(region).toHaveAttribute('data-paused', 'false');
  });

  it('does not move for a visitor who asked for reduced motion: a row to scroll, no copy, no pause', async () => {
    reduceMotion(true);
    serve([win(1), win(2)]);
    renderWithProviders(<RecentWinsTicker />);
    const region = await screen.findByRole('region', { name: 'Recent wins' });
    expect(region).toHaveAttribute('data-moving', 'false');
    expect(region.querySelectorAll('ul')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    // Scrollable by keyboard.
    expect(within(region).getByRole('group', { name: 'Recent wins' })).toHaveAttribute('tabindex', '0');
  });

  it('puts a RECENT_WIN from the socket first, once, sliding in; announced only when asked', async () => {
    serve([win(1)]);
    const { queryClient } = renderWithProviders(<RecentWinsTicker announce />);
    const list = within(await screen.findByRole('region', { name: 'Recent wins' })).getByRole('list');
    expect(list).toHaveAttribute('aria-live', 'polite');
    const message = { topic_name: 'RECENT_WIN' as const, data: win(3) };
    act(() => {
      onRecentWinsMessage(queryClient, message);
      onRecentWinsMessage(queryClient, message);
      onRecentWinsMessage(queryClient, { topic_name: 'QUEST', data: { quest_ids: [1] } });
    });
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('ab***3 won ฿3,000.50 on Game 3'),
      expect.stringContaining('ab***1 won'),
    ]);
    expect(items[0]?.className).not.toBe(items[1]?.className);
  });

  it("reads a visitor's list again every 30 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve([win(1)]);
    renderWithProviders(<RecentWinsTicker />);
    await screen.findByRole('region', { name: 'Recent wins' });
    const before = calls();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    await vi.waitFor(() => expect(calls()).toBe(before + 1));
  });
});
