import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCheckInState, buildClaim, checkInQuest, depositSpins, memberQuests } from '../testing/fixtures';
import { createQuestStore, questMemberHandlers, renderAt, setupMswServer } from '../testing/render';
import { QuestPage } from './quest-page';

const server = setupMswServer();

const jadeFortune = { game_list_id: 21, name: 'Jade Fortune', image_url: null, provider_id: 8 };
const templeWays = { game_list_id: 22, name: 'Temple Ways', image_url: null, provider_id: 8 };

describe('QuestPage, quests that pay free spins', () => {
  it('shows the spins, their stake and how long they last, and claims them after confirmation', async () => {
    const store = createQuestStore();
    server.use(...questMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<QuestPage />, '/en/quest');

    const quest = await screen.findByRole('article', { name: 'Deposit 500 today: 10 free spins' });
    expect(within(quest).getByText('10 free spins on Jade Fortune')).toBeInTheDocument();
    expect(within(quest).getByText('฿1 a spin, playable for 7 days after claiming')).toBeInTheDocument();
    expect(within(quest).getByText('Deposit ฿500 in total')).toBeInTheDocument();
    expect(within(quest).getByText('Completed')).toBeInTheDocument();

    await user.click(within(quest).getByRole('button', { name: 'Claim reward' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Claim this reward?' });
    expect(confirm).toHaveTextContent(
      'Reward for “Deposit 500 today: 10 free spins”: 10 free spins on Jade Fortune.',
    );
    expect(confirm).toHaveTextContent('฿1 a spin, playable for 7 days after claiming');
    // Not a promotion: no warning about an active one.
    expect(confirm).not.toHaveTextContent('starts a promotion');
    await user.click(within(confirm).getByRole('button', { name: 'Claim now' }));

    const status = within(quest).getByRole('status');
    // Claimed on 26 November at 05:00 UTC: playable for 7 days, until 3 December (local time).
    await waitFor(() =>
      expect(status).toHaveTextContent(
        /^Reward claimed: 10 free spins on Jade Fortune\. Play them before \d{2}\/12\/2026 \d{2}:\d{2}:\d{2}: they are in your free spins\.$/,
      ),
    );
    expect(store.writes).toEqual([{ endpoint: 'claim', body: { quest_information_id: depositSpins.id } }]);
    expect(store.claims[0]?.free_spin_grant).toMatchObject({ offer_id: 3, spins: 10 });
  });

  it('lists claimed spins among the rewards, in words', async () => {
    const store = createQuestStore({
      claims: [
        buildClaim({
          quest_information_id: depositSpins.id,
          name: depositSpins.name,
          type: 'deposit',
          reward_type: 'free_spin',
          reward_amount: '0.00',
          free_spin_grant: {
            offer_id: 5,
            spins: 50,
            amount_per_round: '5.00',
            game_list: [jadeFortune, templeWays],
            grant_id: 9,
            expire_date: '2026-12-25T10:00:00.000Z',
          },
        }),
      ],
    });
    server.use(...questMemberHandlers(store));
    renderAt(<QuestPage />, '/en/quest?tab=claims');

    const row = await screen.findByRole('row', { name: /Deposit 500 today: 10 free spins/ });
    expect(within(row).getByText('50 free spins on Jade Fortune, Temple Ways')).toBeInTheDocument();
  });

  it('pays a check-in in free spins: one spin reads in the singular', async () => {
    const oneSpin = {
      ...checkInQuest,
      reward_type: 'free_spin' as const,
      reward_amount: '0.00',
      reward_free_spin: {
        offer_id: 4,
        spins: 1,
        amount_per_round: '2.00',
        valid_days: 1,
        game_list: [templeWays],
      },
    };
    const store = createQuestStore({
      quests: memberQuests.filter((quest) => quest.reward_type !== 'free_spin'),
      checkIn: buildCheckInState({ quest: oneSpin }),
    });
    server.use(...questMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<QuestPage />, '/en/quest');

    const checkIn = await screen.findByRole('region', { name: 'Daily check-in' });
    expect(await within(checkIn).findByText('Reward: 1 free spin on Temple Ways')).toBeInTheDocument();
    await user.click(within(checkIn).getByRole('button', { name: 'Check in' }));
    await waitFor(() =>
      expect(within(checkIn).getByRole('status')).toHaveTextContent(
        'Reward received: 1 free spin on Temple Ways',
      ),
    );
  });
});
