import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMovement } from '../testing/fixtures';
import { createRewardsStore, renderAt, rewardMemberHandlers, setupMswServer } from '../testing/render';
import { TotalPointsPage } from './total-points-page';

const server = setupMswServer();

describe('TotalPointsPage', () => {
  it('shows the totals and each movement with its sign and the balance after', async () => {
    server.use(...rewardMemberHandlers());
    renderAt(<TotalPointsPage />, '/en/setting/totalpoints');

    expect(screen.getByRole('heading', { name: 'Total points', level: 1 })).toBeInTheDocument();
    const totals = await screen.findByRole('region', { name: 'Your points' });
    const figures = (await within(totals).findAllByRole('definition')).map((figure) => figure.textContent);
    expect(figures).toEqual(['1,250 points', '4,800 points', '4,800 points', '3,550 points']);
    const terms = within(totals)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Points balance', 'Earned in total', 'Earned', 'Spent']);

    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows[0]).toHaveTextContent('Points from bets+120 points1,250 points');
    expect(rows[1]).toHaveTextContent('Lucky box−100 points1,130 points');
    expect(rows[2]).toHaveTextContent('Quest reward+200 points');
    // A kind the site does not name yet reads as the server names it.
    expect(rows[3]).toHaveTextContent('season_bonus+30.50 points');
  });

  it('pages through the movements ten at a time', async () => {
    const movements = Array.from({ length: 12 }, (_, index) =>
      buildMovement({ id: index + 1, points: `${index + 1}.00` }),
    );
    server.use(...rewardMemberHandlers(createRewardsStore({ movements })));
    const user = userEvent.setup();
    renderAt(<TotalPointsPage />, '/en/setting/totalpoints');

    expect((await screen.findAllByRole('row')).slice(1)).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Points history pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('+12 points')).toBeInTheDocument();
    expect((await screen.findAllByRole('row')).slice(1)).toHaveLength(2);
  });

  it('says when there are no movements', async () => {
    server.use(...rewardMemberHandlers(createRewardsStore({ movements: [] })));
    renderAt(<TotalPointsPage />, '/en/setting/totalpoints');
    expect(await screen.findByText('No points movements in these days')).toBeInTheDocument();
  });
});
