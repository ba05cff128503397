import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, type CatalogueEntry } from '../games/catalogue';
import { scenarioFor } from '../games/simulation';
import type { WalletClient } from '../wallet/client';
import { buildProviderApp } from './app';

/**
 * Every title of the catalogue plays a real-money round through the launch → round → wallet flow (bet then
 * win, each naming the title's game code), its balance moving by exactly bet and win, and the round
 * recomputes from the revealed seed through the verify API. The browser spec plays one title per engine;
 * this proves all of them.
 */
const wallet = (() => {
  let balance = 100_000_000_000; // 1,000,000.00 in Hub88 units (1/100,000)
  const calls: { kind: 'bet' | 'win'; game: string; amount: number }[] = [];
  const client = {
    userInfo: async () => ({ status: 'RS_OK', request_uuid: 'x', user: '7', balance }),
    bet: async (body: { amount: number; game_code: string }) => {
      calls.push({ kind: 'bet', game: body.game_code, amount: body.amount });
      balance -= body.amount;
      return { status: 'RS_OK', request_uuid: 'x', balance };
    },
    win: async (body: { amount: number; game_code: string }) => {
      calls.push({ kind: 'win', game: body.game_code, amount: body.amount });
      balance += body.amount;
      return { status: 'RS_OK', request_uuid: 'x', balance };
    },
  } as unknown as WalletClient;
  return { client, calls };
})();

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildProviderApp({ wallet: wallet.client, logLevel: 'silent' });
});
afterAll(() => app.close());

/** What the game page sends: roulette bets without their amount (the server sets the whole stake). */
function pageOptions(game: CatalogueEntry): unknown {
  const options = scenarioFor(game).optionsFor(0);
  if (game.engine !== 'roulette') return options;
  const [{ amount: _amount, ...bet }] = (options as { bets: [{ amount: bigint }] }).bets;
  return { bets: [bet] };
}

describe('every title', () => {
  it.each(CATALOGUE.map((g) => [g.id, g] as const))(
    '%s plays a real round through the wallet and verifies',
    async (code, game) => {
      const launch = await app.inject({
        url: `/launch?mode=real&game=${code}&token=t&user=7&currency=THB&lang=en`,
      });
      expect(launch.statusCode).toBe(303);
      const id = launch.headers.location?.split('/').pop() ?? '';
      const page = await app.inject({ url: `/play/${id}` });
      expect(page.body).toContain(`<h1 id="page-title">${game.name.replace("'", '&#39;')}</h1>`);
      expect(page.body).toContain(`<img src="/assets/games/${code}.svg?w=128" alt=""`);
      const view = (await app.inject({ url: `/api/sessions/${id}` })).json<{
        balance: string;
        minBet: string;
        engine: string;
        theme: { symbols: string[] };
      }>();
      expect(view.engine).toBe(game.engine);
      expect(view.theme.symbols.length).toBeGreaterThan(0);

      const stake = (BigInt(view.minBet) * 10n).toString();
      const options = pageOptions(game);
      const callsBefore = wallet.calls.length;
      const res = await app.inject({
        method: 'POST',
        url: `/api/sessions/${id}/rounds`,
        payload: { bet: stake, options },
      });
      expect(res.statusCode, res.body).toBe(200);
      const played = res.json<{
        round: { nonce: number; clientSeed: string; serverSeedHash: string; options: unknown };
        outcome: { bet: string; win: string };
        balance: string;
      }>();
      expect(BigInt(played.balance)).toBe(BigInt(view.balance) - BigInt(stake) + BigInt(played.outcome.win));
      expect(wallet.calls.slice(callsBefore).map((c) => [c.kind, c.game])).toEqual([
        ['bet', code],
        ['win', code],
      ]);

      const rotated = (
        await app.inject({ method: 'POST', url: `/api/sessions/${id}/rotate`, payload: {} })
      ).json<{
        revealed: { serverSeed: string; serverSeedHash: string };
      }>();
      expect(rotated.revealed.serverSeedHash).toBe(played.round.serverSeedHash);
      const verified = await app.inject({
        method: 'POST',
        url: '/api/verify',
        payload: {
          serverSeed: rotated.revealed.serverSeed,
          clientSeed: played.round.clientSeed,
          nonce: played.round.nonce,
          game: code,
          bet: stake,
          options,
        },
      });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json<{ outcome: unknown }>().outcome).toEqual(played.outcome);
    },
  );
});

describe('title art', () => {
  it.each(CATALOGUE.map((g) => [g.id, g] as const))(
    '%s has its own small 4:3 tile, cached long',
    async (code, game) => {
      const res = await app.inject({ url: `/assets/games/${code}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toContain('max-age=31536000');
      expect(res.rawPayload.length).toBeLessThan(6_000);
      expect(res.body).toMatch(/^<svg [^>]*width="400" height="300" viewBox="0 0 400 300"/);
      expect(res.body).toContain(`aria-label="${game.name.replace("'", '&#39;')}"`);
      expect(res.body).not.toMatch(/href=|url\(http|@import|<image/);
    },
  );

  it('draws every title differently and sizes on request', async () => {
    const bodies = await Promise.all(
      CATALOGUE.map(async (g) => (await app.inject({ url: `/assets/games/${g.id}.svg` })).body),
    );
    // Without the lettering, no two drawings are the same.
    const drawings = bodies.map((b) => b.replace(/<text[\s\S]*?<\/text>|aria-label="[^"]*"/g, ''));
    expect(new Set(drawings).size).toBe(CATALOGUE.length);
    const small = await app.inject({ url: '/assets/games/temple-ways.svg?w=200' });
    expect(small.body).toMatch(/^<svg [^>]*width="200" height="150" viewBox="0 0 400 300"/);
  });
});
