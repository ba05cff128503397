import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { loginModalOpenAtom } from '@casino/auth';
import { questApi } from '@casino/contracts/quests';
import { formatLocalDateTime } from '@casino/i18n';
import { bigSpender, checkInQuest } from '../testing/fixtures';
import {
  createQuestStore,
  questMemberHandlers,
  questVisitorHandlers,
  renderAt,
  setupMswServer,
} from '../testing/render';
import { QuestDetailPage } from './quest-detail-page';

const server = setupMswServer();

const PATTERN = '/:lang/quest/:id';

describe('QuestDetailPage', () => {
  it("shows a member's quest in full: facts, progress, where it counts and when", async () => {
    const queries: Record<string, unknown>[] = [];
    server.use(
      mockEndpoint(questApi.questMemberFind, ({ query }) => {
        queries.push(query);
        return { data: [bigSpender] };
      }),
      ...questMemberHandlers(),
    );
    renderAt(<QuestDetailPage />, '/en/quest/2', PATTERN);

    expect(await screen.findByRole('heading', { level: 1, name: 'Big spender' })).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ quest_information_id: '2', language_id: '1' });
    expect(screen.getByText('Play quest')).toBeInTheDocument();
    // The state, and in "When" the time they joined.
    expect(screen.getAllByText('Joined')).toHaveLength(2);

    const about = screen.getByRole('region', { name: 'About this quest' });
    expect(within(about).getByText('Bet your way to a bonus on the slots.')).toBeInTheDocument();
    expect(within(about).getByText('฿300')).toBeInTheDocument();
    expect(within(about).getByText('Accumulate ฿5,000 of bets')).toBeInTheDocument();
    expect(within(about).getByText('Counts on: Slots, PG Soft, Fortune Tiger')).toBeInTheDocument();
    expect(within(about).getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
      'aria-valuetext',
      '฿1,200 of ฿5,000',
    );
    expect(within(about).queryByRole('button')).toBeNull();

    // Where it counts, from the quest's games: its category, provider and the game to play.
    const where = screen.getByRole('region', { name: 'Where it counts' });
    expect(await within(where).findByRole('button', { name: 'Play Fortune Tiger' })).toBeInTheDocument();
    expect(within(where).getByRole('list', { name: 'Game categories' })).toHaveTextContent('Slots');
    expect(within(where).getByRole('list', { name: 'Providers' })).toHaveTextContent('PG Soft');
    expect(within(where).getByRole('list', { name: 'Games' })).toHaveTextContent('Fortune TigerPG Soft');

    const when = screen.getByRole('region', { name: 'When' });
    expect(within(when).getByText(formatLocalDateTime(bigSpender.ends_at))).toBeInTheDocument();
    expect(within(when).getByText('Once')).toBeInTheDocument();
    expect(within(when).getByText(formatLocalDateTime('2026-11-26T02:00:00.000Z'))).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'All quests' })).toHaveAttribute('href', '/en/quest');
  });

  it('joins from the detail page after confirmation', async () => {
    const store = createQuestStore();
    server.use(...questMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<QuestDetailPage />, '/en/quest/3', PATTERN);

    expect(await screen.findByRole('heading', { level: 1, name: 'Big win' })).toBeInTheDocument();
    expect(screen.getByText('Every game counts')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Play Jade Fortune' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Join this quest?' });
    await user.click(within(confirm).getByRole('button', { name: 'Join now' }));
    await waitFor(() =>
      expect(store.writes).toEqual([{ endpoint: 'join', body: { quest_information_id: 3 } }]),
    );
    expect(await screen.findAllByText('Joined')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('shows the check-in quest with the check-in itself', async () => {
    const store = createQuestStore({
      quests: [{ ...bigSpender, ...checkInQuest, state: 'open', joined_at: null }],
    });
    server.use(...questMemberHandlers(store));
    renderAt(<QuestDetailPage />, '/en/quest/6', PATTERN);

    expect(await screen.findByRole('heading', { level: 1, name: 'Daily check-in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    const checkIn = screen.getByRole('region', { name: 'Daily check-in' });
    expect(await within(checkIn).findByRole('button', { name: 'Check in' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Where it counts' })).toBeNull();
  });

  it('shows no games for a deposit quest: only play quests count rounds', async () => {
    server.use(...questMemberHandlers());
    renderAt(<QuestDetailPage />, '/en/quest/4', PATTERN);

    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit drive' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'When' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Where it counts' })).toBeNull();
  });

  it('shows a visitor the public quest, asking them to log in to join', async () => {
    const queries: Record<string, unknown>[] = [];
    const store = createQuestStore();
    server.use(
      mockEndpoint(questApi.questPublicFind, ({ query }) => {
        queries.push(query);
        return { data: store.publicQuests.filter((quest) => quest.id === 2) };
      }),
      ...questVisitorHandlers(store),
    );
    const user = userEvent.setup();
    const { store: jotai } = renderAt(<QuestDetailPage />, '/en/quest/2', PATTERN);

    expect(await screen.findByRole('heading', { level: 1, name: 'Big spender' })).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ quest_information_id: '2', currency_id: '1' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('Joined')).toBeNull();
    // The public quest-game endpoints show a visitor where it counts too.
    const where = screen.getByRole('region', { name: 'Where it counts' });
    expect(await within(where).findByRole('button', { name: 'Play Fortune Tiger' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in to join' }));
    expect(jotai.get(loginModalOpenAtom)).toBe(true);
  });

  it('says "Quest not found" for an id the site does not run', async () => {
    server.use(...questMemberHandlers());
    renderAt(<QuestDetailPage />, '/en/quest/999', PATTERN);

    expect(await screen.findByRole('heading', { level: 1, name: 'Quest not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All quests' })).toHaveAttribute('href', '/en/quest');
  });

  it('says "Quest not found" when the server answers 404, and for an id that is not one', async () => {
    server.use(
      mockEndpoint(questApi.questMemberFind, () =>
        errorReply({ code: 404, reason: 'NOT_FOUND', message: 'Quest not found' }),
      ),
      ...questMemberHandlers(),
    );
    const { unmount } = renderAt(<QuestDetailPage />, '/en/quest/7', PATTERN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quest not found' })).toBeInTheDocument();
    unmount();

    renderAt(<QuestDetailPage />, '/en/quest/abc', PATTERN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quest not found' })).toBeInTheDocument();
  });
});
