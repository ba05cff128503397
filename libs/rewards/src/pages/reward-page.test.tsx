import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { loginModalOpenAtom } from '@casino/auth';
import { rewardApi } from '@casino/contracts/rewards';
import {
  createRewardsStore,
  renderAt,
  rewardMemberHandlers,
  rewardVisitorHandlers,
  setupMswServer,
} from '../testing/render';
import { RewardPage } from './reward-page';

const server = setupMswServer();

describe('RewardPage, the shop', () => {
  it('shows the points on top and the tabs in the server order, special rewards first', async () => {
    server.use(...rewardMemberHandlers());
    renderAt(<RewardPage />, '/en/reward');

    expect(screen.getByRole('heading', { name: 'Rewards', level: 1 })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Your points' });
    expect(await within(summary).findByText('1,250 points')).toBeInTheDocument();
    expect(within(summary).getByText('4,800 points')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Points history' })).toHaveAttribute(
      'href',
      '/en/setting/totalpoints',
    );

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Special rewards',
      'Lucky boxes',
      'Random cards',
      'Free spins',
      'Exchange points',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const earbuds = await screen.findByRole('article', { name: 'Wireless earbuds' });
    expect(within(earbuds).getByText('1,000 points')).toBeInTheDocument();
    expect(within(earbuds).getByText('฿2,990')).toBeInTheDocument();
    expect(within(earbuds).getByText('12')).toBeInTheDocument();
    expect(within(earbuds).getByRole('link', { name: 'View “Wireless earbuds”' })).toHaveAttribute(
      'href',
      '/en/reward/redreemExchangeReward/1',
    );
    const hoodie = screen.getByRole('article', { name: 'Brand hoodie' });
    expect(within(hoodie).getByText('Out of stock')).toBeInTheDocument();
    // Draws are not special rewards.
    expect(screen.queryByRole('article', { name: 'Golden box' })).toBeNull();
  });

  it('moves between the tabs with the arrow keys and keeps the tab in the address', async () => {
    server.use(...rewardMemberHandlers());
    const user = userEvent.setup();
    renderAt(<RewardPage />, '/en/reward');

    const first = await screen.findByRole('tab', { name: 'Special rewards' });
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Lucky boxes', selected: true })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/reward?tab=lucky_box');
    const box = await screen.findByRole('article', { name: 'Golden box' });
    expect(within(box).getByText('฿100: 10% chance')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Open a lucky box' })).toHaveAttribute(
      'href',
      '/en/reward/lucky-box',
    );
  });

  it('lists the free-spin offers and the exchange rate in their tabs', async () => {
    server.use(...rewardMemberHandlers());
    renderAt(<RewardPage />, '/en/reward?tab=free_spin');

    const offer = await screen.findByRole('article', { name: 'Jade Fortune 10 spins' });
    expect(within(offer).getByText('Jade Fortune')).toBeInTheDocument();
    expect(within(offer).getByText('200 points')).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'Redeem free spins' })).toHaveAttribute(
      'href',
      '/en/reward/freespin',
    );

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Exchange points' }));
    expect(await screen.findByText('10 points = ฿1')).toBeInTheDocument();
    expect(screen.getByText('100 points')).toBeInTheDocument();
    expect(screen.getByText('5,000 points')).toBeInTheDocument();
  });

  it('says when a tab has nothing, and when exchanging is closed', async () => {
    server.use(...rewardMemberHandlers(createRewardsStore({ items: [], exchangeRate: null })));
    renderAt(<RewardPage />, '/en/reward?tab=random_card');
    expect(await screen.findByText('Nothing to redeem here yet')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Exchange points' }));
    expect(await screen.findByText('Exchanging points is not available at the moment.')).toBeInTheDocument();
  });

  it('shows a failed load as an alert in the member’s language', async () => {
    server.use(
      mockEndpoint(rewardApi.redeemTypeFind, () =>
        errorReply({ code: 500, reason: 'INTERNAL', message: 'Internal error' }),
      ),
      ...rewardMemberHandlers(),
    );
    renderAt(<RewardPage />, '/en/reward');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
  });

  it('asks a visitor to log in', async () => {
    server.use(...rewardVisitorHandlers());
    const user = userEvent.setup();
    const { store } = renderAt(<RewardPage />, '/en/reward');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(store.get(loginModalOpenAtom)).toBe(true);
    expect(screen.queryByRole('tab')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your points' })).toBeNull());
  });
});
