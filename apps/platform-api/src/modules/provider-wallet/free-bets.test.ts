import { randomUUID } from 'node:crypto';
import type { BetRecord, Paginated } from '@casino/contracts';
import { Hub88FreeRound } from '@casino/contracts/rewards';
import type { FreeSpinGrant } from '@casino/contracts/rewards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../ledger';
import { readInvariants } from '../../ledger/testing';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { givePoints, offerIdOf, redeemGrant } from '../free-spin/testing';
import type { WalletCaller } from './testing';
import { hub88Baht, installProviderKey, playerWithToken, walletCaller } from './testing';

let t: TestApp;
let wallet: WalletCaller;

beforeAll(async () => {
  t = await createTestApp();
  const pair = await installProviderKey(t.db);
  wallet = await walletCaller(t.app, t.db, pair.privateKey);
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof playerWithToken>>;

/** A player with 100.00 THB and the spins of a seeded offer (its stake in baht), the session opened. */
async function playerWithSpins(offerCode = 'jade-fortune-10-thb') {
  const p = await playerWithToken(t.app, t.db, 100_00n);
  await givePoints(t.db, p.userId, 10_000_00n);
  const grant = await redeemGrant(t.app, p.bearer, await offerIdOf(t.db, offerCode));
  await wallet.call('/user/info', { user: p.user, token: p.token });
  return { ...p, grant };
}

const freeBet = (p: Player, grant: FreeSpinGrant, extra: Record<string, unknown> = {}) => ({
  user: p.user,
  token: p.token,
  transaction_uuid: randomUUID(),
  round: randomUUID(),
  game_code: 'jade-fortune',
  currency: 'THB',
  amount: hub88Baht(Number(grant.amount_per_round)),
  is_free: true,
  reward_uuid: grant.reward_uuid,
  ...extra,
});

const freeWin = (bet: Record<string, unknown> & { transaction_uuid: string }, amount: number) => ({
  ...bet,
  transaction_uuid: randomUUID(),
  reference_transaction_uuid: bet.transaction_uuid,
  amount,
});

const rollbackOf = (p: Player, uuid: string) => ({
  user: p.user,
  token: p.token,
  transaction_uuid: randomUUID(),
  game_code: 'jade-fortune',
  reference_transaction_uuid: uuid,
});

/** The balances a free round touches, and the grant's counters. */
async function snapshot(p: Player & { grant: FreeSpinGrant }) {
  const grant = await t.db.query<{ spins_left: number; total_win: bigint }>(
    'SELECT spins_left, total_win FROM free_spin_grants WHERE reward_uuid = $1',
    [p.grant.reward_uuid],
  );
  return {
    member: await balanceOf(t.db, { userId: p.userId, kind: 'main' }),
    promotion: await balanceOf(t.db, { system: 'promotion', currencyId: 1 }),
    provider: await balanceOf(t.db, { system: 'provider', currencyId: 1 }),
    ...grant.rows[0],
  };
}

/** The member's turnover target once the projection has every event visible now. */
const targetReaches = (userId: number, expected: bigint) =>
  expect
    .poll(
      async () => {
        await t.app.stream.catchUp(['deposit-turnover']);
        const { rows } = await t.db.query<{ turn_deposit_target: bigint }>(
          'SELECT turn_deposit_target FROM users WHERE id = $1',
          [userId],
        );
        return rows[0]?.turn_deposit_target;
      },
      { timeout: 5_000, interval: 50 },
    )
    .toBe(expected);

describe('/user/info', () => {
  it('lists the playable free rounds as a Hub88 extension, without expired or used-up grants', async () => {
    const p = await playerWithSpins();
    const other = await redeemGrant(t.app, p.bearer, await offerIdOf(t.db, 'temple-ways-20-thb'));
    await t.db.query(`UPDATE free_spin_grants SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      other.id,
    ]);
    const info = await wallet.call('/user/info', { user: p.user, token: p.token });
    expect(info.json.status).toBe('RS_OK');
    const rounds = Hub88FreeRound.array().parse(info.json['free_rounds']);
    expect(rounds).toEqual([
      {
        reward_uuid: p.grant.reward_uuid,
        game_codes: ['jade-fortune'],
        bet_amount: hub88Baht(1),
        rounds_left: 10,
        expires_at: p.grant.expire_date,
      },
    ]);
    const balance = await wallet.call('/user/balance', { user: p.user, token: p.token });
    expect(balance.json['free_rounds']).toEqual(rounds);
    const withoutToken = await wallet.call('/user/info', { user: p.user });
    expect(withoutToken.json['free_rounds']).toEqual(rounds);
    await t.db.query('UPDATE free_spin_grants SET spins_left = 0, status = $2 WHERE id = $1', [
      p.grant.id,
      'used',
    ]);
    expect((await wallet.call('/user/info', { user: p.user, token: p.token })).json['free_rounds']).toEqual(
      [],
    );
  });
});

describe('free bets', () => {
  it('refuses a free bet of another amount, game, member or reward, and moves nothing', async () => {
    const p = await playerWithSpins();
    const stranger = await playerWithSpins();
    const before = await snapshot(p);
    const refusals: [Record<string, unknown>, string][] = [
      [{ amount: hub88Baht(2) }, 'RS_ERROR_WRONG_TYPES'],
      [{ game_code: 'temple-ways' }, 'RS_ERROR_INVALID_GAME'],
      [{ reward_uuid: undefined }, 'RS_ERROR_WRONG_TYPES'],
      [{ reward_uuid: randomUUID() }, 'RS_ERROR_WRONG_TYPES'],
      [{ reward_uuid: stranger.grant.reward_uuid }, 'RS_ERROR_WRONG_TYPES'],
    ];
    for (const [change, expected] of refusals) {
      const res = await wallet.call('/transaction/bet', freeBet(p, p.grant, change));
      expect(res.json, JSON.stringify(change)).toMatchObject({ status: expected, balance: hub88Baht(100) });
    }
    expect(await snapshot(p)).toEqual(before);
  });

  it('refuses the bets of an expired grant and of one without spins left', async () => {
    const p = await playerWithSpins();
    const before = await snapshot(p);
    await t.db.query(`UPDATE free_spin_grants SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      p.grant.id,
    ]);
    const expired = await wallet.call('/transaction/bet', freeBet(p, p.grant));
    expect(expired.json.status).toBe('RS_ERROR_LIMIT_REACHED');
    const listed = await t.app.inject({
      url: '/api/mb/redeem-freespin',
      headers: { authorization: p.bearer },
    });
    expect(listed.json<{ data: FreeSpinGrant[] }>().data[0]?.status).toBe('expired');
    expect(await snapshot(p)).toEqual(before);

    await t.db.query(
      `UPDATE free_spin_grants SET expires_at = now() + interval '1 day', spins_left = 1 WHERE id = $1`,
      [p.grant.id],
    );
    expect((await wallet.call('/transaction/bet', freeBet(p, p.grant))).json.status).toBe('RS_OK');
    const grants = await t.app.inject({
      url: '/api/mb/redeem-freespin',
      headers: { authorization: p.bearer },
    });
    expect(grants.json<{ data: FreeSpinGrant[] }>().data[0]).toMatchObject({ spins_left: 0, status: 'used' });
    const usedUp = await wallet.call('/transaction/bet', freeBet(p, p.grant));
    expect(usedUp.json.status).toBe('RS_ERROR_LIMIT_REACHED');
  });

  it('pays the stake from the promotion, the win to the member, and raises the turnover target', async () => {
    // 50 spins at 5.00, wins count 3× towards the turnover.
    const p = await playerWithSpins('jade-studio-50-thb');
    await targetReaches(p.userId, 0n);
    const before = await snapshot(p);
    const bet = freeBet(p, p.grant);
    const placed = await wallet.call('/transaction/bet', bet);
    expect(placed.json).toMatchObject({ status: 'RS_OK', balance: hub88Baht(100) });
    expect(await snapshot(p)).toEqual({
      ...before,
      promotion: before.promotion - 5_00n,
      provider: before.provider + 5_00n,
      spins_left: 49,
    });
    const won = await wallet.call('/transaction/win', freeWin(bet, hub88Baht(12.5)));
    expect(won.json).toMatchObject({ status: 'RS_OK', balance: hub88Baht(112.5) });
    expect(await snapshot(p)).toEqual({
      member: before.member + 12_50n,
      promotion: before.promotion - 5_00n,
      provider: before.provider + 5_00n - 12_50n,
      spins_left: 49,
      total_win: 12_50n,
    });
    await targetReaches(p.userId, 37_50n);

    const logs = await t.db.query<{ sub_type: string; amount: bigint; detail: Record<string, unknown> }>(
      `SELECT sub_type, amount, detail FROM activity_logs WHERE user_id = $1 AND type = 'game' ORDER BY id`,
      [p.userId],
    );
    expect(logs.rows).toMatchObject([
      {
        sub_type: 'bet',
        amount: 0n,
        detail: { is_free: true, reward_uuid: p.grant.reward_uuid, amount: '0.00', free_amount: '5.00' },
      },
      { sub_type: 'result', amount: 12_50n, detail: { is_free: true, turnover: '3', amount: '12.50' } },
    ]);
    const records = await t.app.inject({
      url: '/api/mb/bet-transaction',
      headers: { authorization: p.bearer },
    });
    expect(records.json<Paginated<BetRecord>>().data.map((r) => [r.sub_type, r.amount])).toEqual([
      ['result', '12.50'],
      ['bet', '0.00'],
    ]);
    const grants = await t.app.inject({
      url: '/api/mb/redeem-freespin',
      headers: { authorization: p.bearer },
    });
    expect(grants.json<{ data: FreeSpinGrant[] }>().data[0]).toMatchObject({
      spins_left: 49,
      total_win: '12.50',
    });
  });

  it('replays a repeated transaction_uuid and refuses it with other details', async () => {
    const p = await playerWithSpins();
    const bet = freeBet(p, p.grant);
    const first = await wallet.call('/transaction/bet', { ...bet, request_uuid: 'a' });
    const again = await wallet.call('/transaction/bet', { ...bet, request_uuid: 'b' });
    expect(again.json).toEqual({ ...first.json, request_uuid: 'b' });
    const otherReward = await wallet.call('/transaction/bet', { ...bet, reward_uuid: randomUUID() });
    expect(otherReward.json.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    const paid = await wallet.call('/transaction/bet', { ...bet, is_free: false });
    expect(paid.json.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    const win = freeWin(bet, hub88Baht(3));
    expect((await wallet.call('/transaction/win', win)).json.balance).toBe(hub88Baht(103));
    expect((await wallet.call('/transaction/win', win)).json.balance).toBe(hub88Baht(103));
    expect(await snapshot(p)).toMatchObject({ member: 103_00n, spins_left: 9, total_win: 3_00n });
  });

  it('refuses a free win for a paid bet', async () => {
    const p = await playerWithSpins();
    const paid = { ...freeBet(p, p.grant), is_free: false, reward_uuid: undefined };
    expect((await wallet.call('/transaction/bet', paid)).json.status).toBe('RS_OK');
    const win = await wallet.call('/transaction/win', { ...freeWin(paid, hub88Baht(2)), is_free: true });
    expect(win.json).toMatchObject({ status: 'RS_ERROR_WRONG_TYPES', balance: hub88Baht(99) });
  });

  it('gives the spin back on a rollback of the bet, and takes a win back off the grant and the target', async () => {
    const p = await playerWithSpins('temple-ways-20-thb');
    const before = await snapshot(p);
    const bet = freeBet(p, p.grant, { game_code: 'temple-ways' });
    await wallet.call('/transaction/bet', bet);
    const undo = await wallet.call('/transaction/rollback', rollbackOf(p, bet.transaction_uuid));
    expect(undo.json).toMatchObject({ status: 'RS_OK', balance: hub88Baht(100) });
    expect(await snapshot(p)).toEqual(before);

    const second = freeBet(p, p.grant, { game_code: 'temple-ways' });
    await wallet.call('/transaction/bet', second);
    const win = freeWin(second, hub88Baht(20));
    await wallet.call('/transaction/win', win);
    await targetReaches(p.userId, 40_00n);
    const cancel = await wallet.call('/transaction/rollback', rollbackOf(p, win.transaction_uuid));
    expect(cancel.json).toMatchObject({ status: 'RS_OK', balance: hub88Baht(100) });
    expect(await snapshot(p)).toMatchObject({ member: 100_00n, spins_left: 19, total_win: 0n });
    await targetReaches(p.userId, 0n);
  });
});

it('keeps the ledger whole: every sum zero, balances equal their entries, no member below zero', async () => {
  const invariants = await readInvariants(t.db);
  expect([...invariants.sums.values()].every((sum) => sum === 0n)).toBe(true);
  expect(invariants.drifting).toEqual([]);
  expect(invariants.negative).toEqual([]);
});
