import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEEDS, luckyDeck } from '../testing/fixtures';
import { createRewardsStore, renderAt, rewardMemberHandlers, setupMswServer } from '../testing/render';
import { RandomCardPage } from './random-card-page';

const server = setupMswServer();

describe('RandomCardPage', () => {
  it('picks a face-down card by keyboard, confirms, then turns every card over with the pick marked', async () => {
    const store = createRewardsStore();
    server.use(...rewardMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<RandomCardPage />, '/en/reward/random-card');

    const deck = await screen.findByRole('article', { name: 'Lucky deck' });
    const cards = within(deck).getByRole('group', { name: 'Cards of “Lucky deck”: pick one of 5' });
    const faceDown = within(cards).getAllByRole('button');
    expect(faceDown.map((card) => card.textContent)).toEqual([
      '?Card 1',
      '?Card 2',
      '?Card 3',
      '?Card 4',
      '?Card 5',
    ]);

    // Tab reaches the cards in order; Enter picks.
    faceDown[1]?.focus();
    await user.tab();
    expect(faceDown[2]).toHaveFocus();
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Pick this card?' });
    expect(confirm).toHaveTextContent('Pick card 3 of “Lucky deck” for 50 points?');
    await user.click(within(confirm).getByRole('button', { name: 'Pick it' }));

    // Prizes deal in order from the first: card 3 hides the third, nothing.
    expect(await within(deck).findByRole('status')).toHaveTextContent('Better luck next time');
    expect(within(cards).queryAllByRole('button')).toEqual([]);
    const revealed = within(cards)
      .getAllByRole('listitem')
      .map((card) => card.textContent);
    expect(revealed).toEqual([
      'Card 1฿20',
      'Card 230 points',
      'Card 3Better luck next timeYour card',
      'Card 4฿20',
      'Card 530 points',
    ]);
    expect(store.writes).toEqual([
      { endpoint: 'redeem-random-card', body: { reward_id: luckyDeck.id, card_index: 2 } },
    ]);
    expect(within(deck).getByText(SEEDS[0].seed)).toBeInTheDocument();

    await user.click(within(deck).getByRole('button', { name: 'Play again' }));
    expect(within(cards).getAllByRole('button')).toHaveLength(5);
  });

  it('cancelling the confirmation spends nothing', async () => {
    const store = createRewardsStore();
    server.use(...rewardMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<RandomCardPage />, '/en/reward/random-card');

    const deck = await screen.findByRole('article', { name: 'Lucky deck' });
    await user.click(within(deck).getByRole('button', { name: /Card 1/ }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Pick this card?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(deck).getByRole('button', { name: /Card 1/ })).toHaveAttribute('aria-pressed', 'false');
    expect(store.writes).toEqual([]);
  });

  it('says "Points not enough" and keeps the cards closed when the balance is short', async () => {
    server.use(
      ...rewardMemberHandlers(
        createRewardsStore({ totals: { ...createRewardsStore().totals, point: '20.00' } }),
      ),
    );
    renderAt(<RandomCardPage />, '/en/reward/random-card');
    const deck = await screen.findByRole('article', { name: 'Lucky deck' });
    expect(await within(deck).findByText('Points not enough.')).toBeInTheDocument();
    for (const card of within(deck).getAllByRole('button', { name: /^Card \d$/ }))
      expect(card).toBeDisabled();
  });

  it('says when there is no random card', async () => {
    server.use(...rewardMemberHandlers(createRewardsStore({ items: [] })));
    renderAt(<RandomCardPage />, '/en/reward/random-card');
    expect(await screen.findByText('No random cards right now')).toBeInTheDocument();
  });
});
