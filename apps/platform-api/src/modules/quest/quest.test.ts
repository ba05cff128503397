import type {
  AdminQuest,
  CheckInState,
  MemberQuest,
  Quest,
  QuestClaim,
  QuestNotification,
} from '@casino/contracts/quests';
import type { WsMessage } from '@casino/contracts';
import { Hub88FreeRound } from '@casino/contracts/rewards';
import type { FreeSpinGrant } from '@casino/contracts/rewards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../ledger';
import { readInvariants } from '../../ledger/testing';
import { appendActivity } from '../../stream';
import { crashOneBatch } from '../../stream/testing';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { gameIdOf } from '../games/testing';
import { setMemberPrivilege } from '../privileges/privileges';
import { hub88Baht, installProviderKey, playerWithToken, walletCaller } from '../provider-wallet/testing';
import { readyMember, STAFF_SEED, staffAuth } from '../withdrawal/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: STAFF_SEED });
  // Projections apply only when a test catches them up (no background worker), so a test can crash a
  // batch on purpose and see exactly what it left.
  await t.app.stream.stop();
  await t.app.stream.catchUp(['quest-progress']);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof readyMember>>;
const newMember = () => readyMember(t.app, t.db);
const week = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

const board = async (m: Member, query = '') => {
  const res = await t.app.inject({ url: `/api/mb/quest-information${query}`, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: MemberQuest[] }>().data;
};
const questOf = async (m: Member, code: string) => {
  const found = (await board(m)).find((quest) => quest.code === code);
  if (!found) throw new Error(`no quest ${code} on the board`);
  return found;
};
const post = (m: Member, service: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/mb/${service}`, headers: m.headers, payload });
const join = (m: Member, id: number) => post(m, 'quest-information', { quest_information_id: id });
const claim = (m: Member, id: number) => post(m, 'quest-play', { quest_information_id: id });
const saveQuest = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/admin/quests', headers: staffAuth, payload });

let round = 0;
/** A settled round of a game: its stake and win as the seamless wallet records them. */
async function playRound(m: Member, gameCode: string, stake: bigint, win: bigint) {
  round += 1;
  const gameId = await gameIdOf(t.db, gameCode);
  const { rows } = await t.db.query<{ provider_id: number }>('SELECT provider_id FROM games WHERE id = $1', [
    gameId,
  ]);
  const providerId = rows[0]?.provider_id ?? 0;
  const roundId = `quest-round-${round}`;
  await t.db.query(
    `INSERT INTO bet_records (user_id, game_id, provider_id, transaction_uuid, round, type, sub_type, amount,
       before_amount, after_amount, win_lose)
     VALUES ($1, $2, $3, $4, $5, 'bet', 'bet', $6, 0, 0, 0)`,
    [m.userId, gameId, providerId, `${roundId}-bet`, roundId, stake],
  );
  for (const [subType, amount] of [
    ['bet', stake],
    ['result', win],
  ] as const) {
    await appendActivity(t.db, {
      userId: m.userId,
      type: 'game',
      subType,
      amount,
      currencyId: 1,
      gameId,
      providerId,
      detail: { round: roundId },
    });
  }
}
const progress = () => t.app.stream.catchUp(['quest-progress']);
/**
 * The quest once its progress reached `state`. On PostgreSQL other test files' open transactions may
 * hold the visible end of the stream back for a moment, so one catch-up can stop short of new events.
 */
async function questIn(m: Member, code: string, state: MemberQuest['state']) {
  await expect
    .poll(
      async () => {
        await progress();
        return (await questOf(m, code)).state;
      },
      { timeout: 5_000, interval: 50 },
    )
    .toBe(state);
  return questOf(m, code);
}
const points = (m: Member) => balanceOf(t.db, { userId: m.userId, kind: 'points' });
const wallet = (m: Member) => balanceOf(t.db, { userId: m.userId, kind: 'main' });

async function ledgerIsSound() {
  const invariants = await readInvariants(t.db);
  expect(invariants.drifting).toEqual([]);
  expect(invariants.negative).toEqual([]);
}

describe('the quest board', () => {
  it('shows a visitor and a member the running quests of their currency', async () => {
    const res = await t.app.inject({ url: '/pbgapi/pb/quest-information?currency_id=1' });
    expect(res.statusCode, res.body).toBe(200);
    const codes = res.json<{ data: Quest[] }>().data.map((quest) => quest.code);
    expect(codes).toEqual([
      'daily-check-in-thb',
      'three-rounds-thb',
      'slots-turnover-thb',
      'big-win-thb',
      'deposit-1000-thb',
      'deposit-500-free-spins-thb',
      'vip-bonus-thb',
    ]);
    const m = await newMember();
    const quests = await board(m);
    expect(quests.find((q) => q.code === 'three-rounds-thb')).toMatchObject({
      state: 'open',
      condition: 'bet_count',
      target: '3',
      min_bet: '10.00',
      reward_type: 'point',
      reward_amount: '50.00',
      repeat: 'daily',
      progress: '0',
    });
    expect(quests.find((q) => q.code === 'slots-turnover-thb')?.categories.map((c) => c.name)).toHaveLength(
      1,
    );
    expect(quests.find((q) => q.code === 'vip-bonus-thb')?.state).toBe('locked');
  });

  it('is closed to a member without the quest privilege (403)', async () => {
    const m = await newMember();
    await setMemberPrivilege(t.db, m.userId, 'quest', false);
    const res = await t.app.inject({ url: '/api/mb/quest-information', headers: m.headers });
    expect(res.statusCode).toBe(403);
    expect((await join(m, 1)).statusCode).toBe(403);
  });
});

describe('play quests', () => {
  it('count rounds after joining, complete, and pay their reward once', async () => {
    const m = await newMember();
    const quest = await questOf(m, 'three-rounds-thb');
    await playRound(m, 'jade-fortune', 5_000n, 0n); // before joining: does not count
    expect((await claim(m, quest.id)).json()).toMatchObject({ reason: 'QUEST_NOT_COMPLETED' });
    expect((await join(m, quest.id)).statusCode).toBe(201);
    expect((await join(m, quest.id)).json()).toMatchObject({ reason: 'QUEST_ALREADY_JOINED' });
    const received: WsMessage[] = [];
    const off = await t.app.events.subscribe(m.userId, (message) => received.push(message));
    await playRound(m, 'jade-fortune', 1_000n, 0n);
    await playRound(m, 'jade-fortune', 500n, 0n); // below the 10.00 minimum stake
    await playRound(m, 'punto-banco', 2_000n, 4_000n);
    await expect
      .poll(async () => {
        await progress();
        return (await questOf(m, 'three-rounds-thb')).progress;
      })
      .toBe('2');
    // Each move of the progress reaches the member's open pages, not only the completion.
    await expect
      .poll(() =>
        received.some(
          (message) => message.topic_name === 'QUEST' && message.data.quest_ids.includes(quest.id),
        ),
      )
      .toBe(true);
    await off();
    expect(await questOf(m, 'three-rounds-thb')).toMatchObject({ state: 'joined' });
    const notCompleted = await claim(m, quest.id);
    expect(notCompleted.statusCode).toBe(400);
    expect(notCompleted.json()).toMatchObject({ message: 'Mission Completed Not Found' });

    await playRound(m, 'ocean-hunter', 1_000n, 0n);
    expect(await questIn(m, 'three-rounds-thb', 'completed')).toMatchObject({ progress: '3' });
    await progress();
    expect(
      (
        await t.app.inject({ url: '/api/mb/quest-notification', headers: m.headers })
      ).json<QuestNotification>(),
    ).toMatchObject({ claimable: 1, check_in_open: true });

    const [first, second] = await Promise.all([claim(m, quest.id), claim(m, quest.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 400]);
    expect(await points(m)).toBe(5_000n);
    expect(await questOf(m, 'three-rounds-thb')).toMatchObject({ state: 'claimed' });
    const memos = await t.db.query<{ template: string }>(
      'SELECT template FROM memo_topics WHERE user_id = $1',
      [m.userId],
    );
    expect(memos.rows.map((row) => row.template).sort()).toEqual(['quest_completed', 'quest_reward']);
    const log = await t.app.inject({ url: '/api/mb/activity-logs', headers: m.headers });
    const types = log.json<{ data: { type: string }[] }>().data.map((row) => row.type);
    expect(types).toEqual(expect.arrayContaining(['play_quest_join', 'play_quest_point']));
    await ledgerIsSound();
  });

  it("count only their games, a win multiplier by the round's stake, and apply each event once after a crash", async () => {
    const m = await newMember();
    const slots = await questOf(m, 'slots-turnover-thb');
    const bigWin = await questOf(m, 'big-win-thb');
    await join(m, slots.id);
    await join(m, bigWin.id);
    await playRound(m, 'punto-banco', 90_000n, 0n); // a table game: not a slot
    await playRound(m, 'jade-fortune', 60_000n, 300_000n); // 5×
    await playRound(m, 'jade-fortune', 50_000n, 600_000n); // 12×

    await crashOneBatch(t.db, t.app.stream.projections, 'quest-progress');
    expect(await questIn(m, 'slots-turnover-thb', 'completed')).toMatchObject({ progress: '1100.00' });
    expect(await questIn(m, 'big-win-thb', 'completed')).toMatchObject({ progress: '1' });
    await progress();
    expect(await questOf(m, 'slots-turnover-thb')).toMatchObject({ progress: '1100.00' });
    expect((await claim(m, bigWin.id)).statusCode).toBe(201);
    expect(await wallet(m)).toBe(5_000n);
    const history = await t.app.inject({ url: '/api/mb/quest-history', headers: m.headers });
    expect(history.json<{ total: number }>().total).toBe(2);
    const claims = await t.app.inject({ url: '/api/mb/quest-success', headers: m.headers });
    expect(claims.json<{ data: { name: string; reward_amount: string }[] }>().data).toEqual([
      expect.objectContaining({ name: 'Big win', reward_amount: '50.00' }),
    ]);
  });

  it("refuse a forged id, an ended quest and a quest above the member's level", async () => {
    const m = await newMember();
    expect((await join(m, 999_999)).statusCode).toBe(404);
    const ended = await saveQuest({
      code: 'ended-quest',
      type: 'play',
      currency_code: 'THB',
      texts: { en: { name: 'Ended', description: '' } },
      condition: 'bet_count',
      target: '1',
      reward_type: 'money',
      reward_amount: '1',
      starts_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      ends_at: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await join(m, ended.json<AdminQuest>().id)).json()).toMatchObject({ reason: 'QUEST_ENDED' });
    const vip = await questOf(m, 'vip-bonus-thb');
    expect((await claim(m, vip.id)).json()).toMatchObject({ reason: 'QUEST_LEVEL_REQUIRED' });
    await t.db.query(
      `UPDATE users SET member_level_id = (SELECT id FROM member_levels WHERE currency_id = 1 AND rank = 1) WHERE id = $1`,
      [m.userId],
    );
    expect((await claim(m, vip.id)).statusCode).toBe(201);
    expect(await wallet(m)).toBe(10_000n);
  });
});

describe('free-spin rounds', () => {
  it('count nothing for quests: the promotion stakes them, not the member', async () => {
    const m = await newMember();
    const quest = await questOf(m, 'three-rounds-thb');
    await join(m, quest.id);
    const gameId = await gameIdOf(t.db, 'jade-fortune');
    // One transaction: the projection sees the four bets in one batch, so the progress moves once.
    await t.db.transaction(async (tx) => {
      for (const isFree of [true, true, true, false]) {
        round += 1;
        await appendActivity(tx, {
          userId: m.userId,
          type: 'game',
          subType: 'bet',
          amount: 1_000n,
          currencyId: 1,
          gameId,
          detail: { round: `quest-round-${round}`, ...(isFree ? { is_free: true, reward_uuid: 'r' } : {}) },
        });
      }
    });
    await expect
      .poll(
        async () => {
          await progress();
          return (await questOf(m, 'three-rounds-thb')).progress;
        },
        { timeout: 5_000, interval: 50 },
      )
      .not.toBe('0');
    expect(await questOf(m, 'three-rounds-thb')).toMatchObject({ progress: '1', state: 'joined' });
  });
});

describe('deposit quests', () => {
  it('count credited deposits after joining', async () => {
    const m = await newMember();
    const quest = await questOf(m, 'deposit-1000-thb');
    await join(m, quest.id);
    await appendActivity(t.db, {
      userId: m.userId,
      type: 'deposit',
      amount: 60_000n,
      currencyId: 1,
      detail: {},
    });
    await appendActivity(t.db, {
      userId: m.userId,
      type: 'deposit',
      amount: 40_000n,
      currencyId: 1,
      detail: {},
    });
    expect(await questIn(m, 'deposit-1000-thb', 'completed')).toMatchObject({ progress: '1000.00' });
  });
});

describe('free-spin quests', () => {
  const CODE = 'deposit-500-free-spins-thb';

  it("grant the offer's spins on claiming, once a day, playable at the provider, with the ledger untouched", async () => {
    const wallet = await walletCaller(t.app, t.db, (await installProviderKey(t.db)).privateKey);
    const player = await playerWithToken(t.app, t.db, 0n);
    const m: Member = { userId: player.userId, headers: { authorization: player.bearer } };
    const quest = await questOf(m, CODE);
    expect(quest).toMatchObject({
      type: 'deposit',
      reward_type: 'free_spin',
      repeat: 'daily',
      target: '500.00',
      reward_free_spin: {
        spins: 10,
        amount_per_round: '1.00',
        valid_days: 7,
        game_list: [{ name: 'Jade Fortune' }],
      },
    });
    await join(m, quest.id);
    await appendActivity(t.db, {
      userId: m.userId,
      type: 'deposit',
      amount: 50_000n,
      currencyId: 1,
      detail: {},
    });
    await questIn(m, CODE, 'completed');

    const ledgerRows = () =>
      t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries').then((r) => r.rows[0]?.n);
    const entriesBefore = await ledgerRows();
    const received: { topic_name: string; data: unknown }[] = [];
    const off = await t.app.events.subscribe(m.userId, (message) => received.push(message));
    let answers;
    try {
      answers = await Promise.all([claim(m, quest.id), claim(m, quest.id)]);
    } finally {
      await off();
    }
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((res) => res.statusCode === 400);
    expect(refused?.json()).toMatchObject({ reason: 'QUEST_ALREADY_CLAIMED' });
    const claimed = answers.find((res) => res.statusCode === 201)?.json<QuestClaim>();
    expect(claimed).toMatchObject({
      reward_type: 'free_spin',
      free_spin_grant: {
        offer_id: quest.reward_free_spin?.offer_id,
        spins: 10,
        amount_per_round: '1.00',
        game_list: [{ name: 'Jade Fortune' }],
      },
    });
    const granted = claimed?.free_spin_grant;
    if (!granted) throw new Error('no grant in the claim');

    // The member's free spins list it, as bought ones are listed, at no points.
    const list = await t.app.inject({ url: '/api/mb/redeem-freespin', headers: m.headers });
    const grants = list.json<{ data: FreeSpinGrant[] }>().data;
    expect(grants).toEqual([
      expect.objectContaining({
        id: granted.grant_id,
        offer_id: granted.offer_id,
        name: '10 free spins on Jade Fortune',
        spins: 10,
        spins_left: 10,
        points: '0.00',
        status: 'active',
        expire_date: granted.expire_date,
      }),
    ]);
    const grant = grants[0];
    if (!grant) throw new Error('no grant listed');
    expect((Date.parse(grant.expire_date) - Date.parse(grant.createdAt)) / 86_400_000).toBeCloseTo(7, 5);

    // The provider may play them: the wallet's /user/info offers the rounds.
    const info = await wallet.call('/user/info', { user: player.user, token: player.token });
    expect(Hub88FreeRound.array().parse(info.json['free_rounds'])).toEqual([
      {
        reward_uuid: grant.reward_uuid,
        game_codes: ['jade-fortune'],
        bet_amount: hub88Baht(1),
        rounds_left: 10,
        expires_at: grant.expire_date,
      },
    ]);

    // Nothing was spent or paid: no ledger entry, no redemption.
    expect(await ledgerRows()).toBe(entriesBefore);
    expect(await points(m)).toBe(0n);
    const redemptions = await t.db.query('SELECT 1 FROM redeem_transactions WHERE user_id = $1', [m.userId]);
    expect(redemptions.rows).toEqual([]);

    expect(received).toContainEqual({
      topic_name: 'FREESPIN_PROMOTION',
      data: {
        grant_id: grant.id,
        spins: 10,
        amount_per_round: '1.00',
        expire_date: grant.expire_date,
        game: grant.game_list[0],
      },
    });
    const memo = await t.db.query<{ params: Record<string, string> }>(
      `SELECT params FROM memo_topics WHERE user_id = $1 AND template = 'quest_reward'`,
      [m.userId],
    );
    expect(memo.rows).toEqual([{ params: { amount: '10 free spins on Jade Fortune', name: quest.name } }]);
    const activity = await t.db.query<{ detail: Record<string, unknown> }>(
      `SELECT detail FROM activity_logs WHERE user_id = $1 AND type = 'redeem_freespin'`,
      [m.userId],
    );
    expect(activity.rows).toEqual([
      { detail: expect.objectContaining({ quest_information_id: quest.id, reward_type: 'free_spin' }) },
    ]);
    const claims = await t.app.inject({ url: '/api/mb/quest-success', headers: m.headers });
    expect(claims.json<{ data: QuestClaim[] }>().data).toEqual([
      expect.objectContaining({ free_spin_grant: granted }),
    ]);
    expect(await questOf(m, CODE)).toMatchObject({ state: 'claimed' });
    await ledgerIsSound();
  });
});

describe('the daily check-in', () => {
  it('pays once per member and business day, also when two check-ins race', async () => {
    const m = await newMember();
    const before = (
      await t.app.inject({ url: '/api/mb/quest-daily-check-in', headers: m.headers })
    ).json<CheckInState>();
    expect(before).toMatchObject({
      checked_in_today: false,
      streak: 0,
      quest: { code: 'daily-check-in-thb' },
    });
    const [a, b] = await Promise.all([
      post(m, 'quest-daily-check-in', {}),
      post(m, 'quest-daily-check-in', {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    expect([a.json().reason, b.json().reason]).toContain('QUEST_ALREADY_CHECKED_IN');
    expect(await wallet(m)).toBe(500n);
    const after = (
      await t.app.inject({ url: '/api/mb/quest-daily-check-in', headers: m.headers })
    ).json<CheckInState>();
    expect(after).toMatchObject({ checked_in_today: true, streak: 1 });
    expect((await questOf(m, 'daily-check-in-thb')).state).toBe('claimed');
    await ledgerIsSound();
  });
});

describe('where a quest counts', () => {
  it('lists the categories, providers and games of a quest, every game when it names none', async () => {
    const m = await newMember();
    const slots = await questOf(m, 'slots-turnover-thb');
    const anyGame = await questOf(m, 'three-rounds-thb');
    const get = async (service: string, id: number) => {
      const res = await t.app.inject({ url: `/pbgapi/pb/${service}?quest_information_id=${id}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ total?: number; data: { name: string; category?: { code: string } }[] }>();
    };
    const categories = await get('quest-game-category', slots.id);
    expect(categories.data.map((c) => c.name)).toEqual(slots.categories.map((c) => c.name));
    const games = await get('quest-game-list', slots.id);
    expect(games.data.length).toBeGreaterThan(0);
    expect(games.data.every((game) => game.category?.code === 'slots')).toBe(true);
    const everything = await get('quest-game-list', anyGame.id);
    expect(everything.total).toBeGreaterThan(games.total ?? 0);
    expect((await get('quest-game-provider', anyGame.id)).data.length).toBeGreaterThan(1);
    const forged = await t.app.inject({ url: '/pbgapi/pb/quest-game-list?quest_information_id=999999' });
    expect(forged.statusCode).toBe(404);
  });
});

describe('staff quests', () => {
  it('refuse a play quest without a condition and unknown games', async () => {
    const base = {
      code: 'bad-quest',
      type: 'play',
      currency_code: 'THB',
      texts: { en: { name: 'Bad', description: '' } },
      reward_type: 'money',
      reward_amount: '1',
      ends_at: week(),
    };
    expect((await saveQuest(base)).statusCode).toBe(400);
    const unknown = await saveQuest({
      ...base,
      condition: 'bet_count',
      target: '1',
      category_codes: ['nope'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('nope');
  });

  it("save a free-spin reward only with an active offer of the quest's currency", async () => {
    const base = {
      code: 'staff-free-spins',
      type: 'vip',
      currency_code: 'THB',
      texts: { en: { name: 'Spins for VIPs', description: '' } },
      reward_type: 'free_spin',
      ends_at: week(),
    };
    const none = await saveQuest(base);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('A free-spin reward names its free-spin offer');
    const ringgit = await saveQuest({ ...base, reward_free_spin_offer_code: 'jade-fortune-10-myr' });
    expect(ringgit.json().message).toBe('Unknown free-spin offer for this currency');
    const saved = await saveQuest({ ...base, reward_free_spin_offer_code: 'temple-ways-20-thb' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminQuest>()).toMatchObject({
      reward_type: 'free_spin',
      reward_amount: '0.00',
      reward_free_spin: { spins: 20, amount_per_round: '5.00', valid_days: 14 },
    });
  });
});
