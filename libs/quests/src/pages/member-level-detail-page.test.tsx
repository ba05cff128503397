import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockEndpoint } from '@casino/api-client/testing';
import { loginModalOpenAtom } from '@casino/auth';
import { memberLevelApi } from '@casino/contracts/quests';
import { formatLocalDateTime } from '@casino/i18n';
import { buildStanding, newStanding, silver, topStanding } from '../testing/fixtures';
import { memberHandlers, renderAt, setupMswServer, visitorHandlers } from '../testing/render';
import { MemberLevelDetailPage } from './member-level-detail-page';

const server = setupMswServer();

describe('MemberLevelDetailPage', () => {
  it("shows a member's level, what they accumulated and a progress bar per requirement of the next level", async () => {
    server.use(...memberHandlers());
    renderAt(<MemberLevelDetailPage />, '/en/member-level-detail');

    expect(screen.getByRole('heading', { name: 'Your member level', level: 1 })).toBeInTheDocument();
    const current = await screen.findByRole('region', { name: 'Current level' });
    expect(within(current).getByText('Level 1 · Bronze')).toBeInTheDocument();
    expect(within(current).getByText('Rolling rebate: 0.3%')).toBeInTheDocument();
    expect(within(current).getByText('Birthday bonus: ฿50 once a year')).toBeInTheDocument();

    const accumulated = screen.getByRole('region', { name: 'What you have accumulated' });
    const figures = within(accumulated)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(figures).toEqual(['฿4,000', '฿25,000', '-฿1,200']);
    expect(within(accumulated).getByText('Win/loss (stakes less wins)')).toBeInTheDocument();
    expect(within(accumulated).getByText('Counted through 25/11/2026')).toBeInTheDocument();
    expect(
      within(accumulated).getByText(`Next calculation: ${formatLocalDateTime('2026-11-26T17:05:00.000Z')}`),
    ).toBeInTheDocument();

    const next = screen.getByRole('region', { name: 'Next level: Level 2 · Silver' });
    expect(within(next).getByText('Any one of these requirements is enough.')).toBeInTheDocument();
    const bars = within(next).getAllByRole('progressbar');
    expect(bars).toHaveLength(3);
    const deposit = within(next).getByRole('progressbar', { name: 'Accumulated deposit' });
    expect(deposit).toHaveAttribute('value', '4000');
    expect(deposit).toHaveAttribute('max', '10000');
    expect(deposit).toHaveAttribute('aria-valuetext', '฿4,000 of ฿10,000');
    expect(within(next).getAllByText('฿4,000 of ฿10,000').length).toBeGreaterThan(0);
    const turnover = within(next).getByRole('progressbar', { name: 'Turnover' });
    expect(turnover).toHaveAttribute('value', '25000');
    expect(turnover).toHaveAttribute('aria-valuetext', '฿25,000 of ฿100,000');
    // A member ahead on win/loss (negative) has made no progress there, though the figure stays as it is.
    const winloss = within(next).getByRole('progressbar', { name: 'Win/loss (stakes less wins)' });
    expect(winloss).toHaveAttribute('value', '0');
    expect(winloss).toHaveAttribute('aria-valuetext', '-฿1,200 of ฿5,000');
    expect(within(next).getByText('VIP bonus on reaching it: ฿500')).toBeInTheDocument();
    expect(within(next).getByText('Birthday bonus at that level: ฿300 once a year')).toBeInTheDocument();

    expect(screen.queryByText('You are at the top level')).toBeNull();
    expect(screen.getByRole('link', { name: 'All member levels' })).toHaveAttribute(
      'href',
      '/en/member-level',
    );
  });

  it('shows only the requirements the next level sets', async () => {
    const turnoverOnly = { ...silver, required_deposit: null, required_winloss: null };
    server.use(...memberHandlers(() => buildStanding({ next: turnoverOnly })));
    renderAt(<MemberLevelDetailPage />, '/en/member-level-detail');

    const next = await screen.findByRole('region', { name: 'Next level: Level 2 · Silver' });
    expect(within(next).getAllByRole('progressbar')).toHaveLength(1);
    expect(within(next).getByRole('progressbar', { name: 'Turnover' })).toBeInTheDocument();
  });

  it('tells a member at the top level, with no next level to reach', async () => {
    server.use(...memberHandlers(() => topStanding));
    renderAt(<MemberLevelDetailPage />, '/en/member-level-detail');

    expect(await screen.findByText('You are at the top level')).toBeInTheDocument();
    const current = screen.getByRole('region', { name: 'Current level' });
    expect(within(current).getByText('Level 3 · Gold')).toBeInTheDocument();
    expect(within(current).getByText('Birthday bonus last paid in 2026')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('region', { name: /^Next level/ })).toBeNull();
  });

  it('shows a new member below the first level, not calculated yet, on the way to the first', async () => {
    server.use(...memberHandlers(() => newStanding));
    renderAt(<MemberLevelDetailPage />, '/en/member-level-detail');

    const current = await screen.findByRole('region', { name: 'Current level' });
    expect(within(current).getByText('Member — below the first level')).toBeInTheDocument();
    expect(screen.getByText('Not calculated yet')).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Next level: Level 1 · Bronze' });
    expect(within(next).getByRole('progressbar', { name: 'Accumulated deposit' })).toHaveAttribute(
      'aria-valuetext',
      '฿0 of ฿1,000',
    );
  });

  it('asks a visitor to log in, with the login modal', async () => {
    server.use(...visitorHandlers());
    const { store } = renderAt(<MemberLevelDetailPage />, '/en/member-level-detail');

    expect(
      await screen.findByText('Log in to see your member level and your progress towards the next one.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Current level' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(loginModalOpenAtom)).toBe(true);
  });

  it('shows a loading status while the standing arrives', async () => {
    let asked = false;
    // Handlers given first answer first.
    server.use(
      mockEndpoint(memberLevelApi.memberLevelFind, async () => {
        asked = true;
        await delay('infinite');
        return buildStanding();
      }),
      ...memberHandlers(),
    );
    renderAt(<MemberLevelDetailPage />, '/en/member-level-detail');

    await waitFor(() => expect(asked).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('region', { name: 'Current level' })).toBeNull();
  });
});
