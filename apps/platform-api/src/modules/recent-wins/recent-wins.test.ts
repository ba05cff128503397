import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { WsMessage } from '@casino/contracts';
import type { RecentWinList } from '@casino/contracts/recent-wins';
import { RecentWinList as RecentWinListSchema } from '@casino/contracts/recent-wins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { loginMember, registerMember } from '../../test/members';
import type { WalletCaller } from '../provider-wallet/testing';
import { hub88Baht, installProviderKey, playerWithToken, walletCaller } from '../provider-wallet/testing';
import { maskUsername, multiplierOf } from './repository';

describe('masking and multipliers', () => {
  it('hides the middle of a username, and most of a short one', () => {
    expect(maskUsername('abcdef9')).toBe('ab***9');
    expect(maskUsername('0812345678')).toBe('08***8');
    expect(maskUsername('abcde')).toBe('ab***e');
    expect(maskUsername('abcd')).toBe('a***');
    expect(maskUsername('a')).toBe('a***');
    expect(maskUsername('')).toBe('***');
    expect(maskUsername('สมชายใจดี')).toBe('สม***ี');
  });

  it('gives win ÷ stake with two decimals, cut, and nothing for a stake of zero', () => {
    expect(multiplierOf(6_000n, 1_000n)).toBe('6.00');
    expect(multiplierOf(1_999n, 1_000n)).toBe('1.99');
    expect(multiplierOf(123_456_789n, 100n)).toBe('1234567.89');
    expect(multiplierOf(500n, 0n)).toBeNull();
  });
});

let t: TestApp;
let wallet: WalletCaller;
let wsBase: string;
type Player = Awaited<ReturnType<typeof playerWithToken>>;

beforeAll(async () => {
  t = await createTestApp();
  const pair = await installProviderKey(t.db);
  wallet = await walletCaller(t.app, t.db, pair.privateKey);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  wsBase = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/gapi/mb/ws`;
  // The projection starts at the end of the stream: fix that position before any round is played.
  await t.app.stream.catchUp(['recent-wins']);
});
afterAll(async () => t.close());

/** A bet of `stake` baht and a win of `win` baht on it: the win's transaction id. */
async function playRound(p: Player, stake: number, win: number, game = 'jade-fortune') {
  const round = randomUUID();
  const betUuid = randomUUID();
  const common = { user: p.user, token: p.token, round, game_code: game, currency: 'THB' };
  const bet = await wallet.call('/transaction/bet', {
    ...common,
    transaction_uuid: betUuid,
    amount: hub88Baht(stake),
  });
  expect(bet.json.status).toBe('RS_OK');
  const winUuid = randomUUID();
  const paid = await wallet.call('/transaction/win', {
    ...common,
    transaction_uuid: winUuid,
    reference_transaction_uuid: betUuid,
    amount: hub88Baht(win),
  });
  expect(paid.json.status).toBe('RS_OK');
  return winUuid;
}

async function recentWins(app = t.app): Promise<RecentWinList> {
  const res = await app.inject({ method: 'GET', url: '/pbgapi/pb/recent-wins' });
  expect(res.statusCode).toBe(200);
  return RecentWinListSchema.parse(res.json());
}

/** A websocket that queues what it receives. */
async function listen(token: string) {
  const socket = new WebSocket(`${wsBase}?token=${encodeURIComponent(token)}`);
  const messages: WsMessage[] = [];
  socket.addEventListener('message', (event) => messages.push(JSON.parse(String(event.data)) as WsMessage));
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error('websocket refused')));
  });
  return { socket, messages };
}

describe('recent wins', () => {
  it('lists a notable win masked, newest first, and broadcasts it to every open socket', async () => {
    const player = await playerWithToken(t.app, t.db, 100_000n);
    const { rows } = await t.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [
      player.userId,
    ]);
    const username = rows[0]?.username ?? '';
    const bystander = await registerMember(t.app);
    const auth = await loginMember(t.app, bystander.body.username);
    const watcher = await listen(auth.accessToken);

    // 6x the stake; 150 baht on 100 (over the amount); 60 on 50 (neither).
    await playRound(player, 10, 60);
    await playRound(player, 100, 150, 'rocket-crash');
    await playRound(player, 50, 60);
    await t.app.stream.catchUp(['recent-wins']);

    const list = await recentWins();
    expect(list.data.slice(0, 2)).toMatchObject([
      {
        game_name: expect.any(String),
        masked_username: maskUsername(username),
        amount: '150.00',
        multiplier: '1.50',
      },
      { masked_username: maskUsername(username), amount: '60.00', multiplier: '6.00' },
    ]);
    expect(list.data.some((win) => win.amount === '60.00' && win.multiplier === '1.20')).toBe(false);
    expect(list.data[1]).toMatchObject({
      provider_name: 'Jade Studio',
      currency: { code: 'THB', symbol: expect.any(String) },
      image_url: expect.stringContaining('jade-fortune'),
    });
    const text = JSON.stringify(list);
    expect(text).not.toContain(username);
    expect(text).not.toMatch(/user_?id|"user"/);

    await expect.poll(() => watcher.messages.filter((m) => m.topic_name === 'RECENT_WIN').length).toBe(2);
    const announced = watcher.messages.flatMap((m) => (m.topic_name === 'RECENT_WIN' ? [m.data] : []));
    // Announced oldest first; each is the list's entry, id included.
    expect(announced.map((win) => win.amount)).toEqual(['60.00', '150.00']);
    expect(announced).toEqual([list.data[1], list.data[0]]);
    expect(JSON.stringify(watcher.messages)).not.toContain(username);
    watcher.socket.close();
  });

  it('serves the wins from the database to a fresh process, without a rolled-back one', async () => {
    const player = await playerWithToken(t.app, t.db, 100_000n);
    const kept = await playRound(player, 10, 300);
    const rolledBack = await playRound(player, 10, 500);
    const rollback = await wallet.call('/transaction/rollback', {
      user: player.user,
      token: player.token,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: rolledBack,
      round: randomUUID(),
    });
    expect(rollback.json.status).toBe('RS_OK');
    expect(kept).not.toBe(rolledBack);
    await t.app.stream.catchUp(['recent-wins']);

    const fresh = await buildTestApp(t.db);
    try {
      const list = await recentWins(fresh);
      expect(list.data[0]).toMatchObject({ amount: '300.00', multiplier: '30.00' });
      expect(list.data.some((win) => win.amount === '500.00')).toBe(false);
      expect(list.data.length).toBeLessThanOrEqual(20);
      // The same wins, with the same ids, as the process that saw them happen.
      const live = await recentWins();
      expect(list.data.map((win) => win.id)).toEqual(
        live.data.filter((win) => win.amount !== '500.00').map((win) => win.id),
      );
    } finally {
      await fresh.close();
    }
  });

  it('follows the configured rules', async () => {
    const strict = await buildTestApp(t.db, { recentWins: { minMultiplier: 1000, minAmount: '1000000' } });
    try {
      expect((await recentWins(strict)).data).toEqual([]);
    } finally {
      await strict.close();
    }
    const loose = await buildTestApp(t.db, { recentWins: { minMultiplier: 1.1, minAmount: '1000000' } });
    try {
      expect((await recentWins(loose)).data.some((win) => win.multiplier === '1.20')).toBe(true);
    } finally {
      await loose.close();
    }
  });

  it('keeps at most 20 in the answer, newest first', async () => {
    const player = await playerWithToken(t.app, t.db, 1_000_000n);
    for (let i = 0; i < 22; i += 1) await playRound(player, 1, 10 + i);
    await t.app.stream.catchUp(['recent-wins']);
    const list = await recentWins();
    expect(list.data).toHaveLength(20);
    expect(list.data[0]?.amount).toBe('31.00');
    const times = list.data.map((win) => win.won_at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
