import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildReward } from '../testing/fixtures';
import { createRewardsStore, renderAt, rewardMemberHandlers, setupMswServer } from '../testing/render';
import { RedeemHistoryPage } from './redeem-history-page';
import { SpecialRewardPage } from './special-reward-page';

const server = setupMswServer();
const PATTERN = '/:lang/reward/redreemExchangeReward/:id';

describe('SpecialRewardPage', () => {
  it('redeems a special reward to the address given, then it waits in the history as pending', async () => {
    const store = createRewardsStore();
    server.use(...rewardMemberHandlers(store));
    const user = userEvent.setup();
    const view = renderAt(<SpecialRewardPage />, '/en/reward/redreemExchangeReward/1', PATTERN);

    const reward = await screen.findByRole('article', { name: 'Wireless earbuds' });
    expect(within(reward).getByText('1,000 points')).toBeInTheDocument();
    expect(await within(reward).findByText('฿2,990')).toBeInTheDocument();
    expect(await within(reward).findByText('1,250 points')).toBeInTheDocument();
    await user.click(within(reward).getByRole('button', { name: 'Redeem' }));

    const dialog = await screen.findByRole('dialog', { name: 'Shipping address' });
    expect(dialog).toHaveTextContent('Where should we send “Wireless earbuds”? It costs 1,000 points.');
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    expect(address).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone (optional)' }), 'abc');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email (optional)' }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem for 1,000 points' }));

    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(address).toHaveFocus();
    expect(store.writes).toEqual([]);

    await user.type(address, '99/1 Sukhumvit Road, Bangkok 10110');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Email (optional)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone (optional)' }), '0812345678');
    // "abc" never reached the field: the phone field takes digits only.
    await user.click(within(dialog).getByRole('button', { name: 'Redeem for 1,000 points' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.writes).toEqual([
      {
        endpoint: 'redeem-reward',
        body: { reward_id: 1, address: '99/1 Sukhumvit Road, Bangkok 10110', phone: '0812345678', email: '' },
      },
    ]);
    expect(within(reward).getByRole('status')).toHaveTextContent('“Wireless earbuds” is redeemed.');
    expect(await within(reward).findByText('250 points')).toBeInTheDocument();
    expect(within(reward).getByText('11')).toBeInTheDocument();
    view.unmount();

    renderAt(<RedeemHistoryPage />, '/en/reward/history');
    const rows = await screen.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('Wireless earbuds');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(rows[1]).toHaveTextContent('99/1 Sukhumvit Road, Bangkok 10110');
  });

  it('says "Points not enough" before the call when the balance is short, and the button is off', async () => {
    server.use(...rewardMemberHandlers(createRewardsStore({ items: [buildReward({ points: '2000.00' })] })));
    renderAt(<SpecialRewardPage />, '/en/reward/redreemExchangeReward/1', PATTERN);

    const reward = await screen.findByRole('article', { name: 'Wireless earbuds' });
    expect(await within(reward).findByText('Points not enough.')).toBeInTheDocument();
    expect(within(reward).getByRole('button', { name: 'Redeem' })).toBeDisabled();
  });

  it('shows the server’s refusal in the dialog when the points ran short meanwhile', async () => {
    const store = createRewardsStore();
    server.use(...rewardMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<SpecialRewardPage />, '/en/reward/redreemExchangeReward/1', PATTERN);

    const reward = await screen.findByRole('article', { name: 'Wireless earbuds' });
    await within(reward).findByText('1,250 points');
    // Spent in another tab after the page loaded.
    store.totals = { ...store.totals, point: '100.00' };
    await user.click(within(reward).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipping address' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), 'Somewhere 1');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem for 1,000 points' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Points not enough.');
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    // The balance was read again: the page says it too now.
    expect(await within(reward).findByText('Points not enough.')).toBeInTheDocument();
    expect(within(reward).getByText('100 points')).toBeInTheDocument();
  });

  it('says so for an id the shop does not have', async () => {
    server.use(...rewardMemberHandlers());
    renderAt(<SpecialRewardPage />, '/en/reward/redreemExchangeReward/99', PATTERN);
    expect(await screen.findByText('Reward not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All rewards' })).toHaveAttribute(
      'href',
      '/en/reward?tab=special',
    );
  });
});
