import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { exchangeRate } from '../testing/fixtures';
import { createRewardsStore, renderAt, rewardMemberHandlers, setupMswServer } from '../testing/render';
import { ExchangePointPage } from './exchange-point-page';

const server = setupMswServer();

describe('ExchangePointPage', () => {
  it('shows the rate and limits, the money as points are typed, and exchanges after confirming', async () => {
    const store = createRewardsStore();
    server.use(...rewardMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<ExchangePointPage />, '/en/reward/exchange-point');

    expect(await screen.findByText('10 points = ฿1')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Points to exchange' });
    expect(field).toHaveAccessibleDescription('From 100 points to 5,000 points');
    await user.type(field, '125.5');
    expect(screen.getByTestId('exchange-worth')).toHaveTextContent('฿12');
    await user.clear(field);
    await user.type(field, '500');
    expect(screen.getByTestId('exchange-worth')).toHaveTextContent('฿50');
    await user.click(screen.getByRole('button', { name: 'Exchange' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Exchange points?' });
    expect(confirm).toHaveTextContent('Exchange 500 points for ฿50?');
    await user.click(within(confirm).getByRole('button', { name: 'Exchange now' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(
      await screen.findByText('Exchanged 500 points for ฿50. The money is in your wallet.'),
    ).toBeInTheDocument();
    expect(store.writes).toEqual([{ endpoint: 'redeem-exchange-point', body: { points: '500' } }]);
    expect(await screen.findByText('750 points')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('refuses below the minimum, above the maximum, past the balance and more than two decimals', async () => {
    const store = createRewardsStore({ exchangeRate: { ...exchangeRate, max_points: '2000.00' } });
    server.use(...rewardMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<ExchangePointPage />, '/en/reward/exchange-point');

    const field = await screen.findByRole('textbox', { name: 'Points to exchange' });
    const submit = screen.getByRole('button', { name: 'Exchange' });
    await user.click(submit);
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.type(field, '50');
    expect(await screen.findByText('The amount must be at least 100')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '2500');
    expect(await screen.findByText('The amount must be at most 2,000')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '1500');
    expect(await screen.findByText('Points not enough.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '150.125');
    expect(await screen.findByText('At most 2 decimal places')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.writes).toEqual([]);
  });

  it('says when exchanging is closed', async () => {
    server.use(
      ...rewardMemberHandlers(createRewardsStore({ exchangeRate: { ...exchangeRate, is_active: false } })),
    );
    renderAt(<ExchangePointPage />, '/en/reward/exchange-point');
    expect(await screen.findByText('Exchanging points is not available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows a refusal of the server as the form’s alert', async () => {
    const store = createRewardsStore();
    server.use(...rewardMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<ExchangePointPage />, '/en/reward/exchange-point');

    await user.type(await screen.findByRole('textbox', { name: 'Points to exchange' }), '1000');
    store.totals = { ...store.totals, point: '0.00' };
    await user.click(screen.getByRole('button', { name: 'Exchange' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Exchange points?' })).getByRole('button', {
        name: 'Exchange now',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Points not enough.');
  });
});
