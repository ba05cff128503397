import { createHash } from 'node:crypto';
import { REFERENCE_GAMES, REFERENCE_PROVIDERS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../games/catalogue';
import { UI_STRINGS } from '../i18n';
import type { WalletClient } from '../wallet/client';
import { buildProviderApp } from './app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildProviderApp({ logLevel: 'silent' });
});
afterAll(() => app.close());

async function demoSession(game: string, lang = 'en') {
  const launch = await app.inject({ url: `/launch?mode=demo&game=${game}&lang=${lang}` });
  expect(launch.statusCode).toBe(303);
  return launch.headers.location?.split('/').pop() ?? '';
}

const OPTIONS: Record<string, unknown> = {
  'jade-fortune': {},
  'temple-ways': {},
  'rocket-crash': { autoCashOut: 200 },
  'european-roulette': { bets: [{ type: 'red' }] },
  'punto-banco': { side: 'banker' },
  'lucky-keno': { picks: [1, 2, 3, 4, 5] },
  'ocean-hunter': { target: 'turtle' },
};

describe('catalogue agreement', () => {
  it('lists on the platform exactly the games this provider runs', () => {
    expect(REFERENCE_GAMES.map((g) => g.code).sort()).toEqual(CATALOGUE.map((g) => g.id).sort());
    for (const game of REFERENCE_GAMES)
      expect(CATALOGUE.find((c) => c.id === game.code)?.name).toBe(game.name);
  });
});

describe('demo play', () => {
  it('serves a localized game page marked as demo', async () => {
    const id = await demoSession('jade-fortune', 'th');
    const page = await app.inject({ url: `/play/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="th"');
    expect(page.body).toContain(UI_STRINGS.th.demoBanner);
    // Its main landmark is named by the game, so it stays distinct from the casino page's own main.
    expect(page.body).toContain('<h1 id="page-title">Jade Fortune</h1>');
    expect(page.body).toContain('<main aria-labelledby="page-title">');
    expect(page.body).toContain('/client.js');
    const script = await app.inject({ url: '/client.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('function drawControls');
    expect(script.body).not.toMatch(/^interface /m);
  });

  it.each(Object.keys(OPTIONS))(
    'plays a round of %s with fun money and keeps the balance exact',
    async (game) => {
      const id = await demoSession(game);
      const before = (await app.inject({ url: `/api/sessions/${id}` })).json<{
        balance: string;
        minBet: string;
      }>();
      const stake = (BigInt(before.minBet) * 10n).toString();
      const res = await app.inject({
        method: 'POST',
        url: `/api/sessions/${id}/rounds`,
        payload: { bet: stake, options: OPTIONS[game] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const played = res.json<{ outcome: { bet: string; win: string }; balance: string }>();
      expect(BigInt(played.balance)).toBe(
        BigInt(before.balance) - BigInt(stake) + BigInt(played.outcome.win),
      );
    },
  );

  it('refuses stakes outside the limits and unknown options', async () => {
    const id = await demoSession('rocket-crash');
    const low = await app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/rounds`,
      payload: { bet: '1', options: { autoCashOut: 200 } },
    });
    expect(low.statusCode).toBe(400);
    const bad = await app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/rounds`,
      payload: { bet: '100', options: { autoCashOut: 50 } },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('provable fairness', () => {
  it('commits to a seed hash, reveals it on rotation, and the verify API recomputes the round', async () => {
    const id = await demoSession('european-roulette');
    const before = (await app.inject({ url: `/api/sessions/${id}` })).json<{
      seeds: { serverSeedHash: string };
    }>();
    const played = (
      await app.inject({
        method: 'POST',
        url: `/api/sessions/${id}/rounds`,
        payload: { bet: '100', options: OPTIONS['european-roulette'] },
      })
    ).json<{
      round: { nonce: number; clientSeed: string; serverSeedHash: string };
      outcome: { pocket: number };
    }>();
    expect(played.round.serverSeedHash).toBe(before.seeds.serverSeedHash);
    const rotated = (
      await app.inject({
        method: 'POST',
        url: `/api/sessions/${id}/rotate`,
        payload: { clientSeed: 'my own seed' },
      })
    ).json<{
      revealed: { serverSeed: string; serverSeedHash: string; roundsPlayed: number };
      seeds: { clientSeed: string; nextNonce: number };
    }>();
    expect(rotated.revealed).toMatchObject({ serverSeedHash: before.seeds.serverSeedHash, roundsPlayed: 1 });
    expect(rotated.seeds).toEqual(expect.objectContaining({ clientSeed: 'my own seed', nextNonce: 0 }));
    const verified = await app.inject({
      method: 'POST',
      url: '/api/verify',
      payload: {
        serverSeed: rotated.revealed.serverSeed,
        clientSeed: played.round.clientSeed,
        nonce: played.round.nonce,
        game: 'european-roulette',
        bet: '100',
        options: OPTIONS['european-roulette'],
      },
    });
    expect(verified.json()).toMatchObject({
      serverSeedHash: before.seeds.serverSeedHash,
      outcome: { pocket: played.outcome.pocket },
    });
    const page = await app.inject({
      url: `/verify?lang=es&game=european-roulette&serverSeed=${rotated.revealed.serverSeed}&clientSeed=${encodeURIComponent(played.round.clientSeed)}&nonce=${played.round.nonce}&bet=100&options=${encodeURIComponent(JSON.stringify(OPTIONS['european-roulette']))}`,
    });
    expect(page.body).toContain(UI_STRINGS.es.recompute);
    expect(page.body).toContain(`&quot;pocket&quot;: ${played.outcome.pocket}`);
  });
});

describe('real play', () => {
  it('exchanges the token through /user/info and settles each round as bet then win', async () => {
    const calls: string[] = [];
    let balance = 10_000_000; // 100.00 in Hub88 units
    const wallet = {
      userInfo: async () => ({ status: 'RS_OK', request_uuid: 'x', user: '7', balance }),
      bet: async (body: { amount: number }) => {
        calls.push('bet');
        balance -= body.amount;
        return { status: 'RS_OK', request_uuid: 'x', balance };
      },
      win: async (body: { amount: number }) => {
        calls.push('win');
        balance += body.amount;
        return { status: 'RS_OK', request_uuid: 'x', balance };
      },
    } as unknown as WalletClient;
    const real = await buildProviderApp({ wallet, logLevel: 'silent' });
    try {
      const launch = await real.inject({
        url: '/launch?mode=real&game=rocket-crash&token=t&user=7&currency=THB&lang=jp',
      });
      expect(launch.statusCode).toBe(303);
      const id = launch.headers.location?.split('/').pop() ?? '';
      const page = await real.inject({ url: `/play/${id}` });
      expect(page.body).not.toContain('data-testid="demo-banner"');
      const state = (await real.inject({ url: `/api/sessions/${id}` })).json<{
        balance: string;
        mode: string;
      }>();
      expect(state).toMatchObject({ balance: '10000', mode: 'real' });
      const round = await real.inject({
        method: 'POST',
        url: `/api/sessions/${id}/rounds`,
        payload: { bet: '500', options: { autoCashOut: 150 } },
      });
      const played = round.json<{ balance: string; outcome: { win: string } }>();
      expect(calls).toEqual(['bet', 'win']);
      expect(played.balance).toBe((10_000n - 500n + BigInt(played.outcome.win)).toString());
    } finally {
      await real.close();
    }
  });

  it('plays the free rounds /user/info grants for the game at their stake, as free bets, until none is left', async () => {
    const bets: Record<string, unknown>[] = [];
    const wins: Record<string, unknown>[] = [];
    let balance = 10_000_000; // 100.00
    let limitReached = false;
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    const round = (reward: string, game: string, left: number) => ({
      reward_uuid: reward,
      game_codes: [game],
      bet_amount: 100_000, // 1.00
      rounds_left: left,
      expires_at: expires,
    });
    const wallet = {
      userInfo: async () => ({
        status: 'RS_OK',
        request_uuid: 'x',
        user: '7',
        balance,
        free_rounds: [
          round('r-1', 'jade-fortune', 2),
          round('r-2', 'temple-ways', 5),
          round('r-3', 'jade-fortune', 1),
        ],
      }),
      bet: async (body: Record<string, unknown>) => {
        bets.push(body);
        if (limitReached) return { status: 'RS_ERROR_LIMIT_REACHED', request_uuid: 'x', balance };
        return { status: 'RS_OK', request_uuid: 'x', balance };
      },
      win: async (body: { amount: number } & Record<string, unknown>) => {
        wins.push(body);
        balance += body.amount;
        return { status: 'RS_OK', request_uuid: 'x', balance };
      },
    } as unknown as WalletClient;
    const real = await buildProviderApp({ wallet, logLevel: 'silent' });
    try {
      const launch = await real.inject({
        url: '/launch?mode=real&game=jade-fortune&token=t&user=7&currency=THB&lang=th',
      });
      const id = launch.headers.location?.split('/').pop() ?? '';
      const page = await real.inject({ url: `/play/${id}` });
      expect(page.body).toContain('id="free-rounds"');
      expect(page.body).toContain(UI_STRINGS.th.playFreeRound);
      type View = {
        freeRounds: { rewardUuid: string; stake: string; roundsLeft: number }[];
        balance: string;
      };
      const view = async () => (await real.inject({ url: `/api/sessions/${id}` })).json<View>();
      expect((await view()).freeRounds).toEqual([
        { rewardUuid: 'r-1', stake: '100', roundsLeft: 2, expiresAt: expires },
        { rewardUuid: 'r-3', stake: '100', roundsLeft: 1, expiresAt: expires },
      ]);
      const free = (reward: string) =>
        real.inject({
          method: 'POST',
          url: `/api/sessions/${id}/free-rounds`,
          payload: { rewardUuid: reward },
        });

      const first = await free('r-1');
      expect(first.statusCode, first.body).toBe(200);
      const played = first.json<{
        round: { nonce: number; bet: string; free: boolean };
        outcome: { win: string };
      }>();
      expect(played.round).toMatchObject({ nonce: 0, bet: '100', free: true });
      expect(bets[0]).toMatchObject({
        amount: 100_000,
        is_free: true,
        reward_uuid: 'r-1',
        game_code: 'jade-fortune',
      });
      expect(wins[0]).toMatchObject({
        is_free: true,
        reward_uuid: 'r-1',
        reference_transaction_uuid: bets[0]?.['transaction_uuid'],
      });
      // The member's money paid no stake: the balance only grows by the win.
      expect((await view()).balance).toBe((10_000n + BigInt(played.outcome.win)).toString());
      expect((await free('r-1')).statusCode).toBe(200);
      expect((await view()).freeRounds.map((offer) => offer.rewardUuid)).toEqual(['r-3']);
      const spent = await free('r-1');
      expect(spent.statusCode).toBe(409);
      expect(bets).toHaveLength(2);

      // The operator's refusal (used up or expired there) ends the reward here too.
      limitReached = true;
      expect((await free('r-3')).json()).toMatchObject({ reason: 'refused' });
      expect((await view()).freeRounds).toEqual([]);
      expect((await free('r-2')).statusCode).toBe(409);

      // A free round is as provably fair as any: its seeds recompute its outcome.
      const rotated = (
        await real.inject({ method: 'POST', url: `/api/sessions/${id}/rotate`, payload: {} })
      ).json<{
        revealed: { serverSeed: string; clientSeed: string };
      }>();
      const verified = await real.inject({
        method: 'POST',
        url: '/api/verify',
        payload: { ...rotated.revealed, nonce: 0, game: 'jade-fortune', bet: '100', options: {} },
      });
      expect(verified.json()).toMatchObject({ outcome: { win: played.outcome.win } });
    } finally {
      await real.close();
    }
  });

  it('refuses a real launch the operator does not confirm', async () => {
    const wallet = {
      userInfo: async () => ({ status: 'RS_ERROR_TOKEN_EXPIRED', request_uuid: 'x' }),
    } as unknown as WalletClient;
    const real = await buildProviderApp({ wallet, logLevel: 'silent' });
    try {
      const launch = await real.inject({ url: '/launch?mode=real&game=rocket-crash&token=t&user=7&lang=ko' });
      expect(launch.statusCode).toBe(401);
      expect(launch.body).toContain(UI_STRINGS.ko.sessionExpired);
    } finally {
      await real.close();
    }
  });
});

describe('assets', () => {
  it('draws a tile for every game, including bench codes, and a logo per provider', async () => {
    const bench = await app.inject({ url: '/assets/games/jade-fortune~12.svg' });
    expect(bench.headers['content-type']).toContain('svg');
    expect(bench.body).toBe((await app.inject({ url: '/assets/games/jade-fortune.svg' })).body);
    const logos = new Set<string>();
    for (const provider of REFERENCE_PROVIDERS) {
      const logo = await app.inject({ url: `/assets/providers/${provider.code}.svg` });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(logo.headers['cache-control']).toContain('max-age=31536000');
      expect(logo.body).toMatch(/^<svg [^>]*width="240" height="80" viewBox="0 0 240 80"/);
      expect(logo.rawPayload.length).toBeLessThan(6_000);
      logos.add(logo.body);
    }
    expect(logos.size).toBe(REFERENCE_PROVIDERS.length);
    expect((await app.inject({ url: '/assets/games/nope.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/games/jade-fortune.png' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/providers/nope.svg' })).statusCode).toBe(404);
  });
});

describe('security headers', () => {
  it('lets the operator site frame the game page, styled by its hashed stylesheet only', async () => {
    const framed = await buildProviderApp({ logLevel: 'silent', siteOrigins: ['https://casino.example'] });
    try {
      const launch = await framed.inject({ url: '/launch?mode=demo&game=jade-fortune' });
      const page = await framed.inject({ url: launch.headers.location ?? '' });
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("frame-ancestors 'self' https://casino.example");
      expect(policy).toContain("script-src 'self'");
      const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? '';
      const hash = createHash('sha256').update(style).digest('base64');
      expect(policy).toContain(`style-src 'self' 'sha256-${hash}'`);
      expect(page.body).not.toMatch(/ style="/);
      expect(page.headers['x-frame-options']).toBeUndefined();
      expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await framed.close();
    }
  });

  it('lets other origins show its tiles and logos', async () => {
    const tile = await app.inject({ url: '/assets/games/jade-fortune.svg' });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
