import { createHash } from 'node:crypto';
import type { Prize, RedeemTransaction, RewardSeed } from '@casino/contracts/rewards';
import { RANDOM_CARD_COUNT } from '@casino/contracts/rewards';
import { createFairRng } from '@casino/fairness';
import { scriptedRng } from '@casino/fairness/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { readyMember } from '../withdrawal/testing';
import { rewardById } from './catalogue';
import { dealCards, drawByWeight } from './draw';
import { givePoints, ledgerIsSound, pointsOf, postAs, rewardIdOf, walletOf } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof readyMember>>;
interface DrawReply {
  transaction: RedeemTransaction;
  next_seed: RewardSeed;
  cards?: Prize[];
  card_index?: number;
}
const seedOf = async (m: Member) => {
  const res = await t.app.inject({ url: '/api/mb/reward-seed', headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RewardSeed>();
};
const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
/** The prizes of an item as the draw saw them. */
const prizesOf = async (code: string) => (await rewardById(t.db, await rewardIdOf(t.db, code)))?.prizes ?? [];

describe('the weighted draw', () => {
  it('gives each prize the share of the total its weight covers', () => {
    const prizes = [
      { id: 'a', weight: 3 },
      { id: 'b', weight: 1 },
      { id: 'c', weight: 6 },
    ];
    const picks = [0, 2, 3, 4, 9].map((point) => drawByWeight(scriptedRng([point]), prizes).id);
    expect(picks).toEqual(['a', 'a', 'b', 'c', 'c']);
    expect(dealCards(scriptedRng([9, 0, 3]), prizes, 3).map((prize) => prize.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('reward seeds', () => {
  it('commit a server seed before the draw and let the member choose the client seed', async () => {
    const m = await readyMember(t.app, t.db);
    const first = await seedOf(m);
    expect(first.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.nonce).toBe(0);
    expect(await seedOf(m)).toEqual(first);
    const res = await postAs(t.app, m.headers)('reward-seed', { client_seed: 'my lucky words' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<RewardSeed>()).toEqual({ ...first, client_seed: 'my lucky words' });
  });
});

describe('lucky boxes', () => {
  it('draw provably fairly: the revealed seed hashes to the committed hash and replays to the prize paid', async () => {
    const m = await readyMember(t.app, t.db);
    await givePoints(t.db, m.userId, 100_000n); // 1,000 points: ten silver boxes
    await postAs(t.app, m.headers)('reward-seed', { client_seed: 'fair-test' });
    const prizes = await prizesOf('lucky-box-silver-thb');
    const box = await rewardIdOf(t.db, 'lucky-box-silver-thb');
    let committed = await seedOf(m);
    let money = 0n;
    let points = 100_000n;
    for (let draw = 0; draw < 10; draw += 1) {
      const res = await postAs(t.app, m.headers)('redeem-lucky-box', { reward_id: box });
      expect(res.statusCode, res.body).toBe(201);
      const { transaction, next_seed } = res.json<DrawReply>();
      const fairness = transaction.fairness;
      if (!fairness || !transaction.prize) throw new Error('a draw without its seeds or prize');
      expect(fairness).toMatchObject({
        server_seed_hash: committed.server_seed_hash,
        client_seed: 'fair-test',
        nonce: draw,
      });
      expect(sha256(fairness.server_seed)).toBe(committed.server_seed_hash);
      const replayed = drawByWeight(
        createFairRng(fairness.server_seed, fairness.client_seed, fairness.nonce),
        prizes,
      );
      expect(transaction.prize.label).toBe(replayed.labels.en);
      expect(transaction).toMatchObject({
        type: { code: 'lucky_box' },
        points: '100.00',
        status: 'completed',
      });
      // The next draw is committed to a new seed, whose hash the member sees now.
      expect(next_seed.server_seed_hash).not.toBe(committed.server_seed_hash);
      expect(next_seed).toEqual(await seedOf(m));
      committed = next_seed;
      points -= 10_000n;
      if (replayed.kind === 'money') money += replayed.amount;
      if (replayed.kind === 'points') points += replayed.amount;
    }
    expect(await walletOf(t.db, m.userId)).toBe(money);
    expect(await pointsOf(t.db, m.userId)).toBe(points);
    const log = await t.app.inject({ url: '/api/mb/activity-logs?type=lucky_box', headers: m.headers });
    expect(log.json<{ total: number }>().total).toBe(10);
    await ledgerIsSound(t.db);
  });

  it('refuse without points: nothing moves and the committed seed stays', async () => {
    const m = await readyMember(t.app, t.db);
    await givePoints(t.db, m.userId, 49_999n);
    const before = await seedOf(m);
    const res = await postAs(t.app, m.headers)('redeem-lucky-box', {
      reward_id: await rewardIdOf(t.db, 'lucky-box-gold-thb'),
    });
    expect(res.json()).toMatchObject({ code: 422, reason: 'POINTS_NOT_ENOUGH' });
    expect(await seedOf(m)).toEqual(before);
    expect(await pointsOf(t.db, m.userId)).toBe(49_999n);
    expect(await walletOf(t.db, m.userId)).toBe(0n);
  });

  it('opened twice at once with points for one: exactly one draw', async () => {
    const m = await readyMember(t.app, t.db);
    await givePoints(t.db, m.userId, 10_000n);
    const box = await rewardIdOf(t.db, 'lucky-box-silver-thb');
    const post = postAs(t.app, m.headers);
    const results = await Promise.all([1, 2].map(() => post('redeem-lucky-box', { reward_id: box })));
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 422]);
    expect((await seedOf(m)).nonce).toBe(1);
    await ledgerIsSound(t.db);
  });
});

describe('random cards', () => {
  it('deal a prize onto each card by the fair draw; the card picked wins', async () => {
    const m = await readyMember(t.app, t.db);
    await givePoints(t.db, m.userId, 20_000n);
    const committed = await seedOf(m);
    const res = await postAs(t.app, m.headers)('redeem-random-card', {
      reward_id: await rewardIdOf(t.db, 'random-card-thb'),
      card_index: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { transaction, cards, card_index } = res.json<DrawReply>();
    const fairness = transaction.fairness;
    if (!fairness) throw new Error('a draw without its seeds');
    expect(sha256(fairness.server_seed)).toBe(committed.server_seed_hash);
    const dealt = dealCards(
      createFairRng(fairness.server_seed, fairness.client_seed, fairness.nonce),
      await prizesOf('random-card-thb'),
      RANDOM_CARD_COUNT,
    );
    expect(cards?.map((card) => card.label)).toEqual(dealt.map((card) => card.labels.en));
    expect(card_index).toBe(3);
    expect(transaction.prize?.label).toBe(dealt[3]?.labels.en);
    const won = dealt[3];
    if (!won) throw new Error('no fourth card');
    expect(await walletOf(t.db, m.userId)).toBe(won.kind === 'money' ? won.amount : 0n);
    expect(await pointsOf(t.db, m.userId)).toBe(won.kind === 'points' ? won.amount : 0n);
    await ledgerIsSound(t.db);
  });

  it('refuse a lucky box on the card page and a card outside the deal', async () => {
    const m = await readyMember(t.app, t.db);
    await givePoints(t.db, m.userId, 100_000n);
    const post = postAs(t.app, m.headers);
    const box = await post('redeem-random-card', {
      reward_id: await rewardIdOf(t.db, 'lucky-box-silver-thb'),
      card_index: 0,
    });
    expect(box.json()).toMatchObject({ reason: 'REWARD_UNAVAILABLE' });
    const card = await post('redeem-random-card', {
      reward_id: await rewardIdOf(t.db, 'random-card-thb'),
      card_index: RANDOM_CARD_COUNT,
    });
    expect(card.statusCode).toBe(400);
    expect(await pointsOf(t.db, m.userId)).toBe(100_000n);
  });
});
