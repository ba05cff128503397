import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEEDS, buildReward, goldenBox } from '../testing/fixtures';
import { createRewardsStore, renderAt, rewardMemberHandlers, setupMswServer } from '../testing/render';
import { LuckyBoxPage } from './lucky-box-page';

const server = setupMswServer();

describe('LuckyBoxPage', () => {
  it('shows the committed seed hash first, opens a box after confirming, then the prize and the revealed seed', async () => {
    const store = createRewardsStore();
    server.use(...rewardMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<LuckyBoxPage />, '/en/reward/lucky-box');

    const fair = await screen.findByRole('region', { name: 'Provably fair' });
    expect(await within(fair).findByText(SEEDS[0].hash)).toBeInTheDocument();
    expect(within(fair).getByRole('textbox', { name: 'Your client seed' })).toHaveValue('lucky-seven');

    const box = await screen.findByRole('article', { name: 'Golden box' });
    expect(within(box).getByText('Better luck next time: 60% chance')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Open for 100 points' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Open this box?' });
    expect(confirm).toHaveTextContent('Open “Golden box” for 100 points?');
    await user.click(within(confirm).getByRole('button', { name: 'Open now' }));

    // jsdom has no matchMedia: treated as a preference for less motion, so the prize shows at once.
    const opened = await screen.findByRole('dialog', { name: 'Golden box' });
    expect(within(opened).getByRole('status')).toHaveTextContent('You won ฿100!');
    expect(within(opened).getByText(SEEDS[0].seed)).toBeInTheDocument();
    expect(
      await within(opened).findByText(
        'Checked: the revealed server seed matches the hash shown before the draw.',
      ),
    ).toBeInTheDocument();
    expect(store.writes).toEqual([{ endpoint: 'redeem-lucky-box', body: { reward_id: goldenBox.id } }]);

    await user.click(within(opened).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The next draw's seed is committed, and the points spent.
    expect(await within(fair).findByText(SEEDS[1].hash)).toBeInTheDocument();
    expect(await screen.findByText('1,150 points')).toBeInTheDocument();
  });

  it('shakes the box first when motion is welcome, then reveals the prize', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as typeof window.matchMedia;
    try {
      server.use(...rewardMemberHandlers(createRewardsStore({ nextPrize: 2 })));
      const user = userEvent.setup();
      renderAt(<LuckyBoxPage />, '/en/reward/lucky-box');

      const box = await screen.findByRole('article', { name: 'Golden box' });
      await user.click(within(box).getByRole('button', { name: 'Open for 100 points' }));
      await user.click(
        within(await screen.findByRole('alertdialog', { name: 'Open this box?' })).getByRole('button', {
          name: 'Open now',
        }),
      );
      const opened = await screen.findByRole('dialog', { name: 'Golden box' });
      expect(within(opened).getByRole('status')).toHaveTextContent('Opening the box…');
      expect(
        await within(opened).findByText('Better luck next time', {}, { timeout: 3000 }),
      ).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('saves the client seed the member chose', async () => {
    const store = createRewardsStore();
    server.use(...rewardMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<LuckyBoxPage />, '/en/reward/lucky-box');

    const fair = await screen.findByRole('region', { name: 'Provably fair' });
    const field = await within(fair).findByRole('textbox', { name: 'Your client seed' });
    await user.clear(field);
    await user.click(within(fair).getByRole('button', { name: 'Save client seed' }));
    expect(await within(fair).findByText('This field is required')).toBeInTheDocument();

    await user.type(within(fair).getByRole('textbox', { name: 'Your client seed' }), 'my own seed');
    await user.click(within(fair).getByRole('button', { name: 'Save client seed' }));
    expect(await within(fair).findByText('Client seed saved.')).toBeInTheDocument();
    expect(store.writes).toEqual([{ endpoint: 'reward-seed', body: { client_seed: 'my own seed' } }]);
  });

  it('says "Points not enough" when the box costs more than the balance, and refusals in the member’s words', async () => {
    server.use(
      ...rewardMemberHandlers(
        createRewardsStore({
          items: [goldenBox, buildReward({ ...goldenBox, id: 9, name: 'Diamond box', points: '5000.00' })],
        }),
      ),
    );
    renderAt(<LuckyBoxPage />, '/en/reward/lucky-box');

    const diamond = await screen.findByRole('article', { name: 'Diamond box' });
    expect(await within(diamond).findByText('Points not enough.')).toBeInTheDocument();
    expect(within(diamond).getByRole('button', { name: 'Open for 5,000 points' })).toBeDisabled();
    const golden = screen.getByRole('article', { name: 'Golden box' });
    expect(within(golden).queryByText('Points not enough.')).toBeNull();
  });

  it('shows a refused draw on its box', async () => {
    const store = createRewardsStore();
    server.use(...rewardMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<LuckyBoxPage />, '/en/reward/lucky-box');

    const box = await screen.findByRole('article', { name: 'Golden box' });
    await within(box).findByRole('button', { name: 'Open for 100 points' });
    store.totals = { ...store.totals, point: '10.00' };
    await user.click(within(box).getByRole('button', { name: 'Open for 100 points' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Open this box?' })).getByRole('button', {
        name: 'Open now',
      }),
    );
    expect(await within(box).findByRole('alert')).toHaveTextContent('Points not enough.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
