import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEEDS } from '../testing/fixtures';
import {
  createRewardsStore,
  renderAt,
  rewardMemberHandlers,
  rewardVisitorHandlers,
  setupMswServer,
} from '../testing/render';
import { RedeemHistoryPage } from './redeem-history-page';

const server = setupMswServer();

const bodyRows = async () => (await screen.findAllByRole('row')).slice(1);

describe('RedeemHistoryPage', () => {
  it('lists every redemption newest first with its type, points, result, status, tracking and seeds', async () => {
    server.use(...rewardMemberHandlers());
    const user = userEvent.setup();
    renderAt(<RedeemHistoryPage />, '/en/setting/redeemhistory');

    expect(screen.getByRole('heading', { name: 'Redeem history', level: 1 })).toBeInTheDocument();
    const headers = (await screen.findAllByRole('columnheader')).map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Date',
      'Type',
      'Reward',
      'Points',
      'Result',
      'Status',
      'Ship to',
      'Tracking number',
      'Fairness',
    ]);
    const [shipped, box, exchange] = await bodyRows();
    expect(shipped).toHaveTextContent('Special rewards');
    expect(shipped).toHaveTextContent('1,000 points');
    expect(await within(shipped as HTMLElement).findByText('Worth ฿2,990')).toBeInTheDocument();
    expect(shipped).toHaveTextContent('Shipped');
    expect(shipped).toHaveTextContent('TH1234567890');
    expect(box).toHaveTextContent('You won ฿100!');
    expect(box).toHaveTextContent('Completed');
    expect(exchange).toHaveTextContent('฿50');

    await user.click(within(box as HTMLElement).getByText('Seeds'));
    expect(within(box as HTMLElement).getByText(SEEDS[2].seed)).toBeVisible();
  });

  it('narrows to one type, and says when nothing matches', async () => {
    server.use(...rewardMemberHandlers(createRewardsStore()));
    const user = userEvent.setup();
    renderAt(<RedeemHistoryPage />, '/en/reward/history');

    await bodyRows();
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(type).toHaveDisplayValue('All types');
    await user.selectOptions(type, 'Lucky boxes');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect((await bodyRows())[0]).toHaveTextContent('Golden box');

    await user.selectOptions(type, 'Free spins');
    expect(await screen.findByText('No redemptions in these days')).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    server.use(...rewardVisitorHandlers());
    renderAt(<RedeemHistoryPage />, '/en/reward/history');
    expect(
      await screen.findByText('Log in to see your points and redeem them for rewards.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
