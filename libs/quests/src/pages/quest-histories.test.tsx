import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockEndpoint } from '@casino/api-client/testing';
import { questApi } from '@casino/contracts/quests';
import type { MemberQuest, QuestClaim } from '@casino/contracts/quests';
import { bigSpender, bigWin, buildClaim, buildMemberQuest, list, luckyStakes } from '../testing/fixtures';
import { createQuestStore, questMemberHandlers, renderAt, setupMswServer } from '../testing/render';
import { QuestPage } from './quest-page';

const server = setupMswServer();

const headers = (table: HTMLElement) =>
  within(within(table).getAllByRole('row')[0] as HTMLElement)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

describe('QuestPage, quest history', () => {
  it('lists the quests joined with their outcome, and pages, orders and narrows by days on the server', async () => {
    const queries: Record<string, unknown>[] = [];
    const rows: MemberQuest[] = [
      { ...luckyStakes, state: 'claimed', progress: '3', claimed_at: '2026-11-25T12:00:00.000Z' },
      { ...bigSpender },
      buildMemberQuest({ ...bigWin, state: 'expired', period: '2026-11-20', progress: '0' }),
    ];
    server.use(
      mockEndpoint(questApi.questHistoryFind, ({ query }) => {
        queries.push(query);
        return list(rows, 23);
      }),
      ...questMemberHandlers(),
    );
    const user = userEvent.setup();
    renderAt(<QuestPage />, '/en/quest?tab=history');

    expect(screen.getByRole('tab', { name: 'Quest history', selected: true })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Quest history' });
    const table = within(region).getByRole('table');
    expect(headers(table)).toEqual(['Joined', 'Quest', 'Type', 'Period', 'Progress', 'Outcome']);
    const [, lucky, spender, win] = within(table).getAllByRole('row');
    expect(lucky).toHaveTextContent('Lucky stakes');
    expect(lucky).toHaveTextContent('Play quest');
    expect(lucky).toHaveTextContent('26/11/2026');
    expect(lucky).toHaveTextContent('3 of 3 rounds');
    expect(lucky).toHaveTextContent('Claimed');
    expect(spender).toHaveTextContent('Once');
    expect(spender).toHaveTextContent('฿1,200 of ฿5,000');
    expect(spender).toHaveTextContent('Joined');
    expect(win).toHaveTextContent('20/11/2026');
    expect(win).toHaveTextContent('Expired');
    expect(queries[0]).toMatchObject({
      $limit: '10',
      $skip: '0',
      $sort: { createdAt: '-1' },
      language_id: '1',
    });
    expect(screen.getByText('Days are counted in', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('button', { name: 'Page 3', current: 'page' });
    expect(queries.at(-1)).toMatchObject({ $skip: '20' });

    await user.selectOptions(screen.getByLabelText('Order'), 'Oldest first');
    await screen.findByRole('button', { name: 'Page 1', current: 'page' });
    expect(queries.at(-1)).toMatchObject({ $skip: '0', $sort: { createdAt: '1' } });

    await user.type(screen.getByLabelText('From date'), '2026-11-01');
    // Days are the brand's (Bangkok, UTC+7): 1 November starts at 17:00 UTC on 31 October.
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ start_date: '2026-10-31T17:00:00.000Z' }));
  });

  it('says so when no quest was joined in the days picked', async () => {
    server.use(...questMemberHandlers());
    renderAt(<QuestPage />, '/en/quest?tab=history');
    expect(await screen.findByText('No quests joined in these days')).toBeInTheDocument();
  });
});

describe('QuestPage, claimed rewards', () => {
  it('lists the claimed rewards and check-ins, newest first, in pages', async () => {
    const claims: QuestClaim[] = [
      buildClaim({
        id: 3,
        type: 'daily_check_in',
        name: 'Daily check-in',
        reward_amount: '10.00',
        period: '2026-11-26',
      }),
      buildClaim({
        id: 2,
        quest_information_id: 4,
        name: 'Deposit drive',
        type: 'deposit',
        reward_type: 'point',
        reward_amount: '200.00',
        period: 'once',
      }),
      ...Array.from({ length: 10 }, (_, i) => buildClaim({ id: 100 + i })),
    ];
    const queries: Record<string, unknown>[] = [];
    const store = createQuestStore({ claims });
    server.use(
      mockEndpoint(questApi.questSuccessFind, ({ query }) => {
        queries.push(query);
        const skip = Number(query['$skip']);
        return { total: claims.length, limit: 10, skip, data: claims.slice(skip, skip + 10) };
      }),
      ...questMemberHandlers(store),
    );
    const user = userEvent.setup();
    renderAt(<QuestPage />, '/en/quest');

    await user.click(screen.getByRole('tab', { name: 'Claimed rewards' }));
    const region = await screen.findByRole('region', { name: 'Claimed rewards' });
    const table = within(region).getByRole('table');
    expect(headers(table)).toEqual(['Claimed', 'Quest', 'Type', 'Period', 'Reward']);
    const [, checkIn, deposit] = within(table).getAllByRole('row');
    expect(checkIn).toHaveTextContent('Daily check-in');
    expect(checkIn).toHaveTextContent('26/11/2026');
    expect(checkIn).toHaveTextContent('฿10');
    expect(deposit).toHaveTextContent('Deposit quest');
    expect(deposit).toHaveTextContent('Once');
    expect(deposit).toHaveTextContent('200 points');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(queries[0]).toMatchObject({ $limit: '10', $skip: '0', $sort: { createdAt: '-1' } });

    const pages = screen.getByRole('navigation', { name: 'Claimed reward pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('button', { name: 'Page 2', current: 'page' });
    expect(queries.at(-1)).toMatchObject({ $skip: '10' });
    expect(await within(region).findAllByRole('row')).toHaveLength(3);
  });

  it('says so when no reward was claimed', async () => {
    server.use(...questMemberHandlers());
    renderAt(<QuestPage />, '/en/quest?tab=claims');
    expect(await screen.findByText('No rewards claimed in these days')).toBeInTheDocument();
  });
});
