import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildGrant, luckyReels, reelRush } from '../testing/fixtures';
import { createRewardsStore, renderAt, rewardMemberHandlers, setupMswServer } from '../testing/render';
import { FreeSpinPage } from './free-spin-page';

const server = setupMswServer();

/** The offers, apart from the member's own spins (which carry the offers' names). */
const offersRegion = () => screen.findByRole('region', { name: 'Offers' });

const fakeDocument = () => ({ open: vi.fn(), write: vi.fn(), close: vi.fn() });

afterEach(() => {
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

describe('FreeSpinPage', () => {
  it('lists every provider’s offers by default, and one provider’s when filtered', async () => {
    server.use(...rewardMemberHandlers());
    const user = userEvent.setup();
    renderAt(<FreeSpinPage />, '/en/reward/freespin');

    const filter = await screen.findByRole('combobox', { name: 'Provider' });
    expect(filter).toHaveDisplayValue('All');
    const offers = await offersRegion();
    const offer = await within(offers).findByRole('article', { name: 'Jade Fortune 10 spins' });
    expect(within(offer).getByText('10')).toBeInTheDocument();
    expect(await within(offer).findByText('฿1')).toBeInTheDocument();
    expect(within(offer).getByText('7')).toBeInTheDocument();
    expect(within(offer).getByText('200 points')).toBeInTheDocument();
    expect(within(offer).getByText('1× the winnings')).toBeInTheDocument();
    expect(within(offers).getByRole('article', { name: 'Reel rush' })).toBeInTheDocument();

    await user.selectOptions(filter, 'Jade Studio');
    await waitFor(() => expect(within(offers).queryByRole('article', { name: 'Reel rush' })).toBeNull());
    expect(within(offers).getByRole('article', { name: 'Jade double pack' })).toHaveTextContent(
      'Jade Fortune, Temple Ways',
    );
    expect(within(offers).getByRole('article', { name: 'Jade Fortune 10 spins' })).toBeInTheDocument();
  });

  it('redeems an offer after confirming it, and the spins appear under "My free spins"', async () => {
    const store = createRewardsStore();
    server.use(...rewardMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<FreeSpinPage />, '/en/reward/freespin');

    const offer = await within(await offersRegion()).findByRole('article', { name: 'Jade Fortune 10 spins' });
    await user.click(within(offer).getByRole('button', { name: 'Redeem for 200 points' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Redeem these free spins?' });
    expect(confirm).toHaveTextContent('“Jade Fortune 10 spins”: 10 spins at ฿1 a round, for 200 points.');
    await user.click(within(confirm).getByRole('button', { name: 'Redeem now' }));

    expect(await within(offer).findByRole('status')).toHaveTextContent(
      /^Free spins redeemed: 10 spins\. Play them by \d{2}\/\d{2}\/2026/,
    );
    expect(store.writes).toEqual([{ endpoint: 'redeem-freespin', body: { offer_id: 1 } }]);
    const mine = screen.getByRole('region', { name: 'My free spins' });
    await waitFor(() => expect(within(mine).getAllByRole('article')).toHaveLength(3));
    expect(await screen.findByText('1,050 points')).toBeInTheDocument();
  });

  it('shows the member’s spins with what is left and the expiry, and "Play now" opens the game', async () => {
    server.use(...rewardMemberHandlers());
    const user = userEvent.setup();
    renderAt(<FreeSpinPage />, '/en/reward/freespin');

    const mine = await screen.findByRole('region', { name: 'My free spins' });
    const active = await within(mine).findByRole('article', { name: 'Jade Fortune 10 spins' });
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('7 of 10')).toBeInTheDocument();
    expect(await within(active).findByText('฿45')).toBeInTheDocument();
    expect(within(active).getByText(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    const expired = within(mine).getByRole('article', { name: 'Reel rush' });
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).queryByRole('button')).toBeNull();

    await user.click(within(active).getByRole('button', { name: 'Play now: Jade Fortune' }));
    // An iframe game of a member with a bank account: the lobby's launch opens the play page.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/games/1'));
  });

  it('launches a tab provider’s game from the grant itself: game-live in a window, no catalogue look-up', async () => {
    const popup = { closed: false, close: vi.fn(), location: { href: '' }, document: fakeDocument() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as never);
    const grant = buildGrant({ name: 'Reel rush', provider: luckyReels, game_list: [reelRush] });
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => requested.push(new URL(request.url).pathname));
    server.use(...rewardMemberHandlers(createRewardsStore({ grants: [grant] })));
    const user = userEvent.setup();
    renderAt(<FreeSpinPage />, '/en/reward/freespin');

    const mine = await screen.findByRole('region', { name: 'My free spins' });
    const spins = await within(mine).findByRole('article', { name: 'Reel rush' });
    await user.click(within(spins).getByRole('button', { name: 'Play now: Reel Rush' }));
    // The window opens inside the click (no popup blocker), then shows game-live's answer for game 77.
    expect(open).toHaveBeenCalledWith('', 'casino-game', expect.stringContaining('popup'));
    await waitFor(() =>
      expect(popup.document.write).toHaveBeenCalledWith(expect.stringContaining('Game 77')),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/en/reward/freespin');
    expect(requested.some((path) => path.endsWith('/redeem-freespin'))).toBe(true);
    expect(requested.filter((path) => path.endsWith('/game-list'))).toEqual([]);
  });

  it('says "Points not enough" on an offer that costs more than the balance', async () => {
    server.use(...rewardMemberHandlers());
    renderAt(<FreeSpinPage />, '/en/reward/freespin');
    const offer = await within(await offersRegion()).findByRole('article', { name: 'Reel rush' });
    expect(await within(offer).findByText('Points not enough.')).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Redeem for 1,500 points' })).toBeDisabled();
  });

  it('says when there are no offers and no spins', async () => {
    server.use(...rewardMemberHandlers(createRewardsStore({ offers: [], grants: [] })));
    renderAt(<FreeSpinPage />, '/en/reward/freespin');
    expect(await screen.findByText('No free-spin offers right now')).toBeInTheDocument();
    expect(await screen.findByText('You have no free spins yet.')).toBeInTheDocument();
  });
});
