import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { loginModalOpenAtom } from '@casino/auth';
import { memberLevelApi } from '@casino/contracts/quests';
import { buildStanding, newStanding } from '../testing/fixtures';
import { memberHandlers, renderAt, setupMswServer, visitorHandlers } from '../testing/render';
import { MemberLevelPage } from './member-level-page';

const server = setupMswServer();

describe('MemberLevelPage', () => {
  it("shows a visitor the default currency's levels lowest first, each with what reaches it and what it pays", async () => {
    server.use(...visitorHandlers());
    const { store } = renderAt(<MemberLevelPage />, '/en/member-level');

    expect(screen.getByRole('heading', { name: 'Member levels', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Levels, lowest first' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Level 1 · Bronze',
      'Level 2 · Silver',
      'Level 3 · Gold',
    ]);
    const silver = cards[1] as HTMLElement;
    expect(within(silver).getByText('Accumulated deposit of ฿10,000')).toBeInTheDocument();
    expect(within(silver).getByText('Turnover of ฿100,000')).toBeInTheDocument();
    expect(within(silver).getByText('Win/loss of ฿5,000')).toBeInTheDocument();
    expect(within(silver).getByText('฿500')).toBeInTheDocument();
    expect(within(silver).getByText('฿300')).toBeInTheDocument();
    expect(within(silver).getByText('0.5%')).toBeInTheDocument();
    // Gold sets only a turnover: the requirements it leaves null are not listed.
    const gold = cards[2] as HTMLElement;
    expect(
      within(gold)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Turnover of ฿500,000']);
    expect(list.querySelector('[aria-current]')).toBeNull();
    expect(screen.queryByText('Your level')).toBeNull();

    expect(
      screen.getByText('Log in to see your level and how close you are to the next one.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(loginModalOpenAtom)).toBe(true);
  });

  it("marks a member's level and links to their progress", async () => {
    server.use(...memberHandlers());
    renderAt(<MemberLevelPage />, '/en/member-level');

    const list = await screen.findByRole('list', { name: 'Levels, lowest first' });
    const yours = await within(list).findByText('Your level');
    const item = yours.closest('li[aria-current]') as HTMLElement;
    expect(item).toHaveAttribute('aria-current', 'true');
    expect(within(item).getByRole('heading', { name: 'Level 1 · Bronze' })).toBeInTheDocument();
    expect(list.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'See your progress' })).toHaveAttribute(
      'href',
      '/en/member-level-detail',
    );
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('tells a member below the first level so, with no level marked', async () => {
    server.use(...memberHandlers(() => newStanding));
    renderAt(<MemberLevelPage />, '/en/member-level');

    expect(await screen.findByText('You are below the first level for now.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Levels, lowest first' });
    expect(list.querySelector('[aria-current]')).toBeNull();
  });

  it('says when the currency has no levels yet', async () => {
    server.use(...visitorHandlers(() => []));
    renderAt(<MemberLevelPage />, '/en/member-level');

    expect(await screen.findByText('No levels yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Levels, lowest first' })).toBeNull();
  });

  it('shows a loading status while the levels arrive', async () => {
    let asked = false;
    // Handlers given first answer first.
    server.use(
      mockEndpoint(memberLevelApi.memberLevelListFind, async () => {
        asked = true;
        await delay('infinite');
        return { data: [] };
      }),
      ...memberHandlers(() => buildStanding()),
    );
    renderAt(<MemberLevelPage />, '/en/member-level');

    await waitFor(() => expect(asked).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('list', { name: 'Levels, lowest first' })).toBeNull();
  });

  it('says when the levels could not be read', async () => {
    server.use(
      mockEndpoint(memberLevelApi.memberLevelListFind, () =>
        errorReply({ code: 500, reason: 'INTERNAL', message: 'Internal server error' }),
      ),
      ...visitorHandlers(),
    );
    renderAt(<MemberLevelPage />, '/en/member-level');

    expect(await screen.findByRole('alert')).toHaveTextContent('The member levels could not be loaded.');
  });
});
