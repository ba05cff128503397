import { randomUUID } from 'node:crypto';
import type { BetRecord, BetSummary, Paginated } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { generateRsaPair, signBody } from './keys';
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

const betBody = (p: Player, amount: number, extra: Record<string, unknown> = {}) => ({
  user: p.user,
  token: p.token,
  transaction_uuid: randomUUID(),
  round: randomUUID(),
  game_code: 'jade-fortune',
  currency: 'THB',
  amount,
  ...extra,
});

describe('signatures and syntax', () => {
  it('refuses a missing, forged or foreign signature and still answers signed', async () => {
    const p = await playerWithToken(t.app, t.db, 0n);
    const body = { user: p.user, token: p.token };
    const raw = JSON.stringify({ request_uuid: 'r-1', ...body });
    const foreign = generateRsaPair();
    for (const signature of ['', 'not base64!', Buffer.from('x').toString('base64')]) {
      const res = await wallet.call('/user/balance', body, { raw, signature });
      expect(res.json).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: 'r-1' });
      expect(res.signedByOperator).toBe(true);
    }
    const res = await wallet.call('/user/balance', body, {
      raw,
      signature: signBody(raw, foreign.privateKey),
    });
    expect(res.json.status).toBe('RS_ERROR_INVALID_SIGNATURE');
  });

  it('verifies the exact bytes: a re-serialised body does not verify', async () => {
    const p = await playerWithToken(t.app, t.db, 0n);
    const raw = `{ "request_uuid": "r-2", "user": "${p.user}", "token": "${p.token}" }`;
    const reserialised = JSON.stringify(JSON.parse(raw));
    const pair = generateRsaPair();
    await t.db.query('UPDATE game_providers SET wallet_public_key = $1', [pair.publicKey]);
    const ok = await wallet.call('/user/balance', {}, { raw, signature: signBody(raw, pair.privateKey) });
    expect(ok.json.status).toBe('RS_OK');
    const bad = await wallet.call(
      '/user/balance',
      {},
      { raw: reserialised, signature: signBody(raw, pair.privateKey) },
    );
    expect(bad.json.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    wallet = await walletCaller(t.app, t.db, pair.privateKey);
  });

  it('answers wrong syntax and wrong types', async () => {
    const syntax = await wallet.call('/transaction/bet', {}, { raw: '{not json' });
    expect(syntax.json.status).toBe('RS_ERROR_WRONG_SYNTAX');
    const types = await wallet.call('/transaction/bet', { user: 1, amount: 'ten' });
    expect(types.json.status).toBe('RS_ERROR_WRONG_TYPES');
  });
});

describe('session', () => {
  it('exchanges the launch token through /user/info and reports the balance', async () => {
    const p = await playerWithToken(t.app, t.db, 50_00n);
    const info = await wallet.call('/user/info', { user: p.user, token: p.token, request_uuid: 'info-1' });
    expect(info.json).toMatchObject({ status: 'RS_OK', request_uuid: 'info-1', user: p.user, country: 'TH' });
    expect(info.json['balance']).toBe(hub88Baht(50));
    const balance = await wallet.call('/user/balance', { user: p.user, token: p.token });
    expect(balance.json).toMatchObject({ status: 'RS_OK', currency: 'THB', balance: hub88Baht(50) });
    const unknown = await wallet.call('/user/balance', { user: p.user, token: 'nope' });
    expect(unknown.json.status).toBe('RS_ERROR_INVALID_TOKEN');
  });

  it('refuses a launch token opened after 10 minutes, and bets after the session, but not wins', async () => {
    const late = await playerWithToken(t.app, t.db, 0n);
    await t.db.query(
      `UPDATE game_launch_tokens SET launch_expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [late.userId],
    );
    const info = await wallet.call('/user/info', { user: late.user, token: late.token });
    expect(info.json.status).toBe('RS_ERROR_TOKEN_EXPIRED');

    const p = await playerWithToken(t.app, t.db, 10_00n);
    const placed = betBody(p, hub88Baht(1));
    expect((await wallet.call('/transaction/bet', placed)).json.status).toBe('RS_OK');
    await t.db.query(
      `UPDATE game_launch_tokens SET session_expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [p.userId],
    );
    expect((await wallet.call('/transaction/bet', betBody(p, hub88Baht(1)))).json.status).toBe(
      'RS_ERROR_TOKEN_EXPIRED',
    );
    const won = await wallet.call('/transaction/win', {
      ...betBody(p, hub88Baht(3)),
      reference_transaction_uuid: placed.transaction_uuid,
    });
    expect(won.json).toMatchObject({ status: 'RS_OK', balance: hub88Baht(12) });
  });
});

describe('transactions', () => {
  it('applies a bet once: same request → same answer; other data under the uuid → duplicate', async () => {
    const p = await playerWithToken(t.app, t.db, 100_00n);
    const placed = betBody(p, hub88Baht(10));
    const first = await wallet.call('/transaction/bet', { ...placed, request_uuid: 'a' });
    expect(first.json).toEqual({
      status: 'RS_OK',
      request_uuid: 'a',
      user: p.user,
      currency: 'THB',
      balance: hub88Baht(90),
    });
    const again = await wallet.call('/transaction/bet', { ...placed, request_uuid: 'b' });
    expect(again.json).toEqual({ ...first.json, request_uuid: 'b' });
    const other = await wallet.call('/transaction/bet', { ...placed, amount: hub88Baht(20) });
    expect(other.json).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: hub88Baht(90) });
  });

  it('settles a win against its bet and refuses a win for an unknown bet', async () => {
    const p = await playerWithToken(t.app, t.db, 100_00n);
    const unknown = await wallet.call('/transaction/win', {
      ...betBody(p, hub88Baht(5)),
      reference_transaction_uuid: randomUUID(),
    });
    expect(unknown.json.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    const placed = betBody(p, hub88Baht(10));
    await wallet.call('/transaction/bet', placed);
    const won = betBody(p, hub88Baht(25), {
      reference_transaction_uuid: placed.transaction_uuid,
      round: placed.round,
    });
    expect((await wallet.call('/transaction/win', won)).json.balance).toBe(hub88Baht(115));
    expect((await wallet.call('/transaction/win', won)).json.balance).toBe(hub88Baht(115));
  });

  it('tells the member pages to refresh the wallet after money moved', async () => {
    const p = await playerWithToken(t.app, t.db, 10_00n);
    const received: unknown[] = [];
    // Only the wallet's refresh: the points a stake earns announce themselves (POINT) on their own time.
    const off = await t.app.events.subscribe(p.userId, (message) => {
      if (message.topic_name === 'WITHDRAWAL') received.push(message);
    });
    try {
      await wallet.call('/transaction/bet', betBody(p, hub88Baht(1)));
      expect(received).toEqual([{ topic_name: 'WITHDRAWAL', data: { status: 'game_round' } }]);
      await wallet.call('/transaction/bet', betBody(p, hub88Baht(100)));
      expect(received).toHaveLength(1);
    } finally {
      await off();
    }
  });

  it('answers not enough money with the balance, and moves nothing', async () => {
    const p = await playerWithToken(t.app, t.db, 5_00n);
    const res = await wallet.call('/transaction/bet', betBody(p, hub88Baht(6)));
    expect(res.json).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: hub88Baht(5),
      currency: 'THB',
    });
  });

  it('rolls back a bet once (refund), and a win (cancel)', async () => {
    const p = await playerWithToken(t.app, t.db, 100_00n);
    const placed = betBody(p, hub88Baht(30));
    await wallet.call('/transaction/bet', placed);
    const undo = { ...betBody(p, 0), reference_transaction_uuid: placed.transaction_uuid };
    delete (undo as Record<string, unknown>)['amount'];
    delete (undo as Record<string, unknown>)['currency'];
    expect((await wallet.call('/transaction/rollback', undo)).json).toMatchObject({
      status: 'RS_OK',
      balance: hub88Baht(100),
    });
    expect((await wallet.call('/transaction/rollback', undo)).json.balance).toBe(hub88Baht(100));
    const second = { ...undo, transaction_uuid: randomUUID() };
    expect((await wallet.call('/transaction/rollback', second)).json.balance).toBe(hub88Baht(100));
    const lateWin = { ...betBody(p, hub88Baht(1)), reference_transaction_uuid: placed.transaction_uuid };
    expect((await wallet.call('/transaction/win', lateWin)).json.status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );

    const bet2 = betBody(p, hub88Baht(10));
    await wallet.call('/transaction/bet', bet2);
    const win2 = betBody(p, hub88Baht(40), { reference_transaction_uuid: bet2.transaction_uuid });
    await wallet.call('/transaction/win', win2);
    const cancelWin = {
      user: p.user,
      token: p.token,
      transaction_uuid: randomUUID(),
      game_code: 'jade-fortune',
      reference_transaction_uuid: win2.transaction_uuid,
    };
    expect((await wallet.call('/transaction/rollback', cancelWin)).json.balance).toBe(hub88Baht(90));

    const records = await t.app.inject({
      url: '/api/mb/bet-transaction?$limit=50',
      headers: { authorization: p.bearer },
    });
    const subTypes = records.json<Paginated<BetRecord>>().data.map((r) => r.sub_type);
    expect(subTypes).toEqual(['cancel', 'result', 'bet', 'refund', 'bet']);
    const summary = await t.app.inject({
      url: '/api/mb/bet-transaction-summary',
      headers: { authorization: p.bearer },
    });
    expect(summary.json<BetSummary>()).toEqual({
      rounds: 2,
      total_bet: '10.00',
      total_win: '0.00',
      win_lose: '-10.00',
    });
    // The turnover is a projection of the stream: read it once every write above has been applied (on
    // PostgreSQL another test file's open transaction can hold the background worker back).
    await t.app.stream.catchUpCommitted(['deposit-turnover']);
    const turnover = await t.db.query<{ turn_deposit: bigint }>(
      'SELECT turn_deposit FROM users WHERE id = $1',
      [p.userId],
    );
    expect(turnover.rows[0]?.turn_deposit).toBe(10_00n);
    const logs = await t.db.query<{ detail: Record<string, unknown> }>(
      `SELECT detail FROM activity_logs WHERE user_id = $1 AND type = 'game' ORDER BY id`,
      [p.userId],
    );
    expect(logs.rows).toHaveLength(5);
    // Decimal amounts in the wallet currency, as every other activity type writes them (not minor units).
    expect(logs.rows[0]?.detail).toMatchObject({
      amount: '30.00',
      before_amount: '100.00',
      after_amount: '70.00',
    });
  });

  it('remembers a rollback that came before its bet and refuses the late bet', async () => {
    const p = await playerWithToken(t.app, t.db, 100_00n);
    const placed = betBody(p, hub88Baht(10));
    const early = {
      user: p.user,
      token: p.token,
      transaction_uuid: randomUUID(),
      game_code: 'jade-fortune',
      reference_transaction_uuid: placed.transaction_uuid,
    };
    expect((await wallet.call('/transaction/rollback', early)).json).toMatchObject({
      status: 'RS_OK',
      balance: hub88Baht(100),
    });
    const late = await wallet.call('/transaction/bet', placed);
    expect(late.json).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: hub88Baht(100) });
  });

  it('keeps 100 parallel bets on one wallet exact and never negative', async () => {
    const p = await playerWithToken(t.app, t.db, 50_00n);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => wallet.call('/transaction/bet', betBody(p, hub88Baht(1)))),
    );
    const ok = answers.filter((a) => a.json.status === 'RS_OK').length;
    const refused = answers.filter((a) => a.json.status === 'RS_ERROR_NOT_ENOUGH_MONEY').length;
    expect(ok).toBe(50);
    expect(refused).toBe(50);
    const balance = await t.db.query<{ balance: bigint }>(
      `SELECT balance FROM accounts WHERE user_id = $1 AND kind = 'main'`,
      [p.userId],
    );
    expect(balance.rows[0]?.balance).toBe(0n);
    const recorded = await t.db.query<{ total: string }>(
      `SELECT sum(amount) AS total FROM bet_records WHERE user_id = $1 AND sub_type = 'bet'`,
      [p.userId],
    );
    expect(recorded.rows[0]?.total).toBe('5000');
  });
});
