import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { loginModalOpenAtom } from '@casino/auth';
import { questApi } from '@casino/contracts/quests';
import {
  buildCheckInState,
  buildClaim,
  buildMemberQuest,
  buildQuest,
  weeklyDeposit,
} from '../testing/fixtures';
import {
  createQuestStore,
  questMemberHandlers,
  questVisitorHandlers,
  renderAt,
  setupMswServer,
} from '../testing/render';
import { QuestPage } from './quest-page';

const server = setupMswServer();

const card = (name: string) => screen.findByRole('article', { name });
const dialog = (name: string) => screen.findByRole('alertdialog', { name });

describe('QuestPage, the board for a member', () => {
  it('shows the check-in, then the quests by type with their reward, condition, progress and state', async () => {
    server.use(...questMemberHandlers());
    renderAt(<QuestPage />, '/en/quest');

    expect(screen.getByRole('heading', { name: 'Quests', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Quests', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Quest history' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Claimed rewards' })).toBeInTheDocument();

    const checkIn = await screen.findByRole('region', { name: 'Daily check-in' });
    expect(await within(checkIn).findByText('Streak: 2 days in a row')).toBeInTheDocument();
    expect(within(checkIn).getByText('Reward: ฿10')).toBeInTheDocument();

    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual(['Daily check-in', 'Play quests', 'Deposit quests', 'VIP bonus']);

    const lucky = await card('Lucky stakes');
    expect(within(lucky).getByRole('link', { name: 'Lucky stakes' })).toHaveAttribute('href', '/en/quest/1');
    expect(within(lucky).getByText('Joined')).toBeInTheDocument();
    expect(within(lucky).getByText('Stake at least ฿100 in 3 rounds')).toBeInTheDocument();
    expect(within(lucky).getByText('฿50')).toBeInTheDocument();
    expect(within(lucky).getByText('Every day')).toBeInTheDocument();
    const luckyBar = within(lucky).getByRole('progressbar', { name: 'Your progress' });
    expect(luckyBar).toHaveAttribute('aria-valuetext', '2 of 3 rounds');
    expect(luckyBar).toHaveAttribute('value', '2');
    expect(luckyBar).toHaveAttribute('max', '3');
    expect(within(lucky).getByText(/^Ends on \d{2}\/\d{2}\/2027/)).toBeInTheDocument();

    const spender = await card('Big spender');
    expect(within(spender).getByText('Accumulate ฿5,000 of bets')).toBeInTheDocument();
    expect(within(spender).getByText('Counts on: Slots, PG Soft, Fortune Tiger')).toBeInTheDocument();
    expect(within(spender).getByText('Once')).toBeInTheDocument();
    expect(within(spender).getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
      'aria-valuetext',
      '฿1,200 of ฿5,000',
    );

    const win = await card('Big win');
    expect(within(win).getByText('Open')).toBeInTheDocument();
    expect(within(win).getByText('Win at least 10× your stake in a round')).toBeInTheDocument();
    // Not joined: nothing counts yet.
    expect(within(win).queryByRole('progressbar')).toBeNull();
    expect(within(win).getByRole('button', { name: 'Join' })).toBeInTheDocument();

    const deposit = await card('Deposit drive');
    expect(within(deposit).getByText('Completed')).toBeInTheDocument();
    expect(within(deposit).getByText('Deposit ฿1,000 in total')).toBeInTheDocument();
    // Points carry no currency symbol.
    expect(within(deposit).getByText('200 points')).toBeInTheDocument();
    expect(within(deposit).getByRole('button', { name: 'Claim reward' })).toBeInTheDocument();

    const vip = await card('Gold welcome');
    expect(within(vip).getByText('Needs level 3')).toBeInTheDocument();
    expect(within(vip).getByText('Promotion bonus of ฿500')).toBeInTheDocument();
    expect(within(vip).getByText('For member level 3 and above')).toBeInTheDocument();
    expect(within(vip).getByText('Reach member level 3 to join this quest.')).toBeInTheDocument();
    expect(within(vip).queryByRole('button')).toBeNull();

    expect(screen.queryByRole('button', { name: 'Log in to join' })).toBeNull();
  });

  it('checks in once: then says so with the reward, and the button is disabled', async () => {
    const store = createQuestStore();
    server.use(...questMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<QuestPage />, '/en/quest');

    const checkIn = await screen.findByRole('region', { name: 'Daily check-in' });
    const button = await within(checkIn).findByRole('button', { name: 'Check in' });
    expect(button).toBeEnabled();
    await user.click(button);

    const status = within(checkIn).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Checked in for today'));
    expect(status).toHaveTextContent('Reward received: ฿10');
    expect(await within(checkIn).findByText('Streak: 3 days in a row')).toBeInTheDocument();
    expect(within(checkIn).getByRole('button', { name: 'Check in' })).toBeDisabled();
    expect(store.writes).toEqual([{ endpoint: 'check-in', body: {} }]);
  });

  it('shows a check-in already done today as such, its button disabled', async () => {
    server.use(
      ...questMemberHandlers(createQuestStore({ checkIn: buildCheckInState({ checked_in_today: true }) })),
    );
    renderAt(<QuestPage />, '/en/quest');

    const checkIn = await screen.findByRole('region', { name: 'Daily check-in' });
    expect(await within(checkIn).findByText('Checked in for today')).toBeInTheDocument();
    expect(within(checkIn).getByRole('button', { name: 'Check in' })).toBeDisabled();
  });

  it('says when the brand runs no check-in', async () => {
    server.use(...questMemberHandlers(createQuestStore({ checkIn: buildCheckInState({ quest: null }) })));
    renderAt(<QuestPage />, '/en/quest');

    expect(await screen.findByText('There is no daily check-in at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it('joins a quest only once the member confirmed', async () => {
    const store = createQuestStore();
    server.use(...questMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<QuestPage />, '/en/quest');

    const win = await card('Big win');
    await user.click(within(win).getByRole('button', { name: 'Join' }));
    let confirm = await dialog('Join this quest?');
    expect(confirm).toHaveTextContent('Join “Big win”? Your progress counts from the moment you join.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.writes).toEqual([]);

    await user.click(within(win).getByRole('button', { name: 'Join' }));
    confirm = await dialog('Join this quest?');
    await user.click(within(confirm).getByRole('button', { name: 'Join now' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(store.writes).toEqual([{ endpoint: 'join', body: { quest_information_id: 3 } }]);
    expect(within(win).getByRole('status')).toHaveTextContent('You joined this quest.');
    expect(await within(win).findByText('Joined')).toBeInTheDocument();
    expect(within(win).queryByRole('button', { name: 'Join' })).toBeNull();
    expect(within(win).getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 1 round',
    );
  });

  it("shows a refused join on the quest, in the server's words localized", async () => {
    server.use(
      mockEndpoint(questApi.questJoin, () =>
        errorReply({
          code: 400,
          reason: 'QUEST_LEVEL_REQUIRED',
          message: 'Your member level is too low for this quest',
        }),
      ),
      ...questMemberHandlers(),
    );
    const user = userEvent.setup();
    renderAt(<QuestPage />, '/en/quest');

    const win = await card('Big win');
    await user.click(within(win).getByRole('button', { name: 'Join' }));
    await user.click(within(await dialog('Join this quest?')).getByRole('button', { name: 'Join now' }));
    expect(await within(win).findByRole('alert')).toHaveTextContent(
      'Your member level is too low for this quest',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('claims a completed quest after confirmation and says what was paid', async () => {
    const store = createQuestStore();
    server.use(...questMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<QuestPage />, '/en/quest');

    const deposit = await card('Deposit drive');
    await user.click(within(deposit).getByRole('button', { name: 'Claim reward' }));
    const confirm = await dialog('Claim this reward?');
    expect(confirm).toHaveTextContent('Reward for “Deposit drive”: 200 points.');
    expect(confirm).not.toHaveTextContent('starts a promotion');
    await user.click(within(confirm).getByRole('button', { name: 'Claim now' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(store.writes).toEqual([{ endpoint: 'claim', body: { quest_information_id: 4 } }]);
    expect(within(deposit).getByRole('status')).toHaveTextContent('Reward claimed: 200 points');
    expect(await within(deposit).findByText('Claimed')).toBeInTheDocument();
    expect(within(deposit).queryByRole('button', { name: 'Claim reward' })).toBeNull();
  });

  it('warns with the localized message when the claim is refused (400), closing the confirmation', async () => {
    server.use(
      mockEndpoint(questApi.questClaim, () =>
        errorReply({ code: 400, reason: 'QUEST_NOT_COMPLETED', message: 'Mission Completed Not Found' }),
      ),
      ...questMemberHandlers(),
    );
    const user = userEvent.setup();
    renderAt(<QuestPage />, '/en/quest');

    const deposit = await card('Deposit drive');
    await user.click(within(deposit).getByRole('button', { name: 'Claim reward' }));
    await user.click(within(await dialog('Claim this reward?')).getByRole('button', { name: 'Claim now' }));

    const warning = await dialog('The reward could not be claimed');
    expect(warning).toHaveTextContent('Mission Completed Not Found');
    expect(screen.queryByRole('alertdialog', { name: 'Claim this reward?' })).toBeNull();
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('warns when a promotion reward meets an active promotion (PROMOTION_ACTIVE)', async () => {
    const promotionQuest = buildMemberQuest({
      ...weeklyDeposit,
      reward_type: 'promotion',
      reward_amount: '500.00',
      reward_promotion_id: 9,
    });
    server.use(
      mockEndpoint(questApi.questClaim, () =>
        errorReply({
          code: 409,
          reason: 'PROMOTION_ACTIVE',
          message: 'Cannot receive this promotion, please deactivate the current promotion',
        }),
      ),
      ...questMemberHandlers(createQuestStore({ quests: [promotionQuest] })),
    );
    const user = userEvent.setup();
    renderAt(<QuestPage />, '/en/quest');

    const deposit = await card('Deposit drive');
    await user.click(within(deposit).getByRole('button', { name: 'Claim reward' }));
    const confirm = await dialog('Claim this reward?');
    expect(confirm).toHaveTextContent('Reward for “Deposit drive”: Promotion bonus of ฿500.');
    expect(confirm).toHaveTextContent(
      'This reward starts a promotion. If you already have an active promotion, it cannot be received until that one ends.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Claim now' }));
    expect(await dialog('The reward could not be claimed')).toHaveTextContent(
      'Cannot receive this promotion, please deactivate the current promotion',
    );
  });

  it('asks to replace an active bonus (BONUS_REPLACE_REQUIRED) and sends the claim again with replace', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(questApi.questClaim, ({ body }) => {
        bodies.push(body);
        if (bodies.length === 1) {
          return errorReply({
            code: 409,
            reason: 'BONUS_REPLACE_REQUIRED',
            message: 'You already have another bonus active',
            errors: [{ field: 'active_bonus', message: 'cashback' }],
          });
        }
        return buildClaim({
          id: 90,
          quest_information_id: 4,
          name: 'Deposit drive',
          type: 'deposit',
          reward_type: 'point',
          reward_amount: '200.00',
          period: 'once',
        });
      }),
      ...questMemberHandlers(),
    );
    const user = userEvent.setup();
    renderAt(<QuestPage />, '/en/quest');

    const deposit = await card('Deposit drive');
    await user.click(within(deposit).getByRole('button', { name: 'Claim reward' }));
    await user.click(within(await dialog('Claim this reward?')).getByRole('button', { name: 'Claim now' }));
    const replace = await dialog('Replace your active bonus?');
    expect(replace).toHaveTextContent('Your cashback is active. Claiming this reward ends it.');
    expect(screen.queryByRole('alertdialog', { name: 'Claim this reward?' })).toBeNull();
    await user.click(within(replace).getByRole('button', { name: 'Replace and claim' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodies).toEqual([{ quest_information_id: 4 }, { quest_information_id: 4, replace: true }]);
    expect(within(deposit).getByRole('status')).toHaveTextContent('Reward claimed: 200 points');
  });

  it('says when there are no quests', async () => {
    server.use(...questMemberHandlers(createQuestStore({ quests: [] })));
    renderAt(<QuestPage />, '/en/quest');
    expect(await screen.findByText('No quests right now')).toBeInTheDocument();
  });

  it('says when the quests could not be read', async () => {
    server.use(
      mockEndpoint(questApi.questMemberFind, () =>
        errorReply({ code: 500, reason: 'INTERNAL', message: 'Internal server error' }),
      ),
      ...questMemberHandlers(),
    );
    renderAt(<QuestPage />, '/en/quest');
    expect(await screen.findByText('The quests could not be loaded.')).toBeInTheDocument();
  });
});

describe('QuestPage, the board for a visitor', () => {
  it("shows the default currency's public quests with a way to log in and no actions", async () => {
    const queries: Record<string, unknown>[] = [];
    server.use(
      mockEndpoint(questApi.questPublicFind, ({ query }) => {
        queries.push(query);
        return {
          data: [
            buildQuest(),
            buildQuest({ id: 6, type: 'daily_check_in', name: 'Daily check-in', condition: 'none' }),
          ],
        };
      }),
      ...questVisitorHandlers(),
    );
    const user = userEvent.setup();
    const { store } = renderAt(<QuestPage />, '/en/quest');

    const lucky = await card('Lucky stakes');
    expect(queries[0]).toMatchObject({ currency_id: '1', language_id: '1' });
    expect(within(lucky).getByText('Stake at least ฿100 in 3 rounds')).toBeInTheDocument();
    expect(within(lucky).queryByRole('progressbar')).toBeNull();
    expect(within(lucky).queryByText('Open')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Claim reward' })).toBeNull();

    const checkIn = screen.getByRole('region', { name: 'Daily check-in' });
    expect(
      within(checkIn).getByText('Log in to check in every day and collect the daily reward.'),
    ).toBeInTheDocument();
    expect(within(checkIn).getByText('Reward: ฿50')).toBeInTheDocument();
    expect(within(checkIn).queryByRole('button', { name: 'Check in' })).toBeNull();

    await user.click(within(lucky).getByRole('button', { name: 'Log in to join' }));
    expect(store.get(loginModalOpenAtom)).toBe(true);
  });

  it('asks a visitor to log in for the histories', async () => {
    server.use(...questVisitorHandlers());
    renderAt(<QuestPage />, '/en/quest?tab=claims');

    expect(screen.getByRole('tab', { name: 'Claimed rewards', selected: true })).toBeInTheDocument();
    expect(
      await screen.findByText('Log in to see the quests you joined and the rewards you claimed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
