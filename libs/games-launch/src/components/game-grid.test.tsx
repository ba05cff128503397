import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameListItem } from '@casino/contracts';
import { games } from '../testing/fixtures';
import { renderWithProviders, sessionHandlers, setupMswServer } from '../testing/render';
import { GameGrid } from './game-grid';

const server = setupMswServer();

/** `count` distinct games built from the fixtures. */
const catalogue = (count: number): GameListItem[] =>
  Array.from({ length: count }, (_, i) => {
    const base = games[i % games.length] as GameListItem;
    return { ...base, id: i + 1, name: `${base.name} ${i + 1}` };
  });

function renderGrid(
  list: GameListItem[],
  { total = list.length, hasMore = false, onLoadMore = vi.fn() } = {},
) {
  server.use(...sessionHandlers(null));
  renderWithProviders(
    <GameGrid games={list} total={total} loading={false} hasMore={hasMore} onLoadMore={onLoadMore} />,
  );
  return onLoadMore;
}

describe('GameGrid', () => {
  // jsdom lays nothing out: every element is 200 px tall, so rows measure as they would in a browser.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollY = 0;
  });

  it('renders only the rows near the viewport, each card placed in the whole list', async () => {
    renderGrid(catalogue(500), { total: 10_000 });
    const cards = await screen.findAllByTestId('game-card');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(40);
    expect(cards[0]).toHaveAttribute('aria-posinset', '1');
    expect(cards[0]).toHaveAttribute('aria-setsize', '10000');
    expect(screen.getByRole('list', { name: 'Game lobby' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('10000 games');
  });

  it('asks for the next page once the last loaded rows come near, and not before', async () => {
    const onLoadMore = renderGrid(catalogue(6), { total: 200, hasMore: true });
    await waitFor(() => expect(onLoadMore).toHaveBeenCalled());

    const idle = renderGrid(catalogue(200), { total: 400, hasMore: true });
    await screen.findAllByTestId('game-card');
    expect(idle).not.toHaveBeenCalled();
  });

  it('keeps the focused card in the page while it is scrolled out of view', async () => {
    renderGrid(catalogue(500));
    const [first] = await screen.findAllByTestId('game-card');
    const play = first?.querySelector('button');
    if (!play) throw new Error('no play button');
    act(() => play.focus());
    act(() => {
      window.scrollY = 20_000;
      fireEvent.scroll(window);
    });
    await waitFor(() =>
      expect(
        screen.getAllByTestId('game-card').some((card) => card.getAttribute('aria-posinset') !== '1'),
      ).toBe(true),
    );
    expect(play).toBeInTheDocument();
    expect(play).toHaveFocus();
    // The rows between it and the rendered ones keep their height as a spacer the list does not expose.
    const list = screen.getByRole('list', { name: 'Game lobby' });
    const spacer = list.querySelector('li[aria-hidden="true"]');
    expect(spacer).toBeInTheDocument();
    expect(Number.parseFloat((spacer as HTMLElement).style.height)).toBeGreaterThan(1000);
  });
});
