import { isLanguageCode, REFERENCE_PROVIDERS } from '@casino/contracts';
import type { LanguageCode } from '@casino/contracts';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { hub88 } from '@casino/contracts';
import { verifyRound } from '../fairness/verify';
import { findTitle } from '../games/catalogue';
import { UI_STRINGS } from '../i18n';
import type { WalletClient } from '../wallet/client';
import { gameArt, providerLogo } from './art';
import { loadGameClientScript } from './client-script';
import { registerSecurityHeaders } from './security-headers';
import { freeRoundsFor, playFreeRound } from './free-rounds';
import { gamePage, messagePage, verifyPage } from './pages';
import type { GameSession } from './rounds';
import {
  titleIdOf,
  engineOptions,
  jsonSafe,
  openSession,
  playRound,
  rotate,
  RoundError,
  sessionView,
} from './rounds';

export interface ProviderAppOptions {
  /** Absent: only demo play works. */
  wallet?: WalletClient;
  logLevel?: string;
  /** A session idle this long is dropped (12 h). */
  sessionIdleMs?: number;
  /** The operator sites allowed to frame the game pages (their origins). */
  siteOrigins?: string[];
}

const LaunchQuery = z.object({
  mode: z.enum(['real', 'demo']).default('demo'),
  game: z.string().min(1).max(100),
  lang: z.string().optional(),
  token: z.string().min(1).max(200).optional(),
  user: z.string().min(1).max(64).optional(),
  currency: z.string().min(3).max(8).optional(),
});

const RoundBody = z.object({ bet: z.string().regex(/^\d{1,15}$/), options: z.unknown().default({}) });
const FreeRoundBody = z.object({ rewardUuid: z.string().min(1).max(100), options: z.unknown().default({}) });
const RotateBody = z.object({ clientSeed: z.string().max(64).optional() });
const VerifyBody = z.object({
  serverSeed: z.string().regex(/^[0-9a-f]{64}$/),
  clientSeed: z.string().min(1).max(64),
  nonce: z.coerce.number().int().min(0),
  game: z.string().min(1),
  bet: z.string().regex(/^\d{1,15}$/),
  options: z.unknown().default({}),
});

const langOf = (value: unknown): LanguageCode => (isLanguageCode(value) ? value : 'en');

function sendRoundError(reply: FastifyReply, error: RoundError, session: GameSession) {
  const status = error.reason === 'bad_request' ? 400 : error.reason === 'wallet_unavailable' ? 503 : 409;
  return reply.code(status).send({ reason: error.reason, balance: session.balance.toString() });
}

export async function buildProviderApp(options: ProviderAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: options.logLevel ?? 'info' } });
  const sessions = new Map<string, GameSession>();
  const idleMs = options.sessionIdleMs ?? 12 * 60 * 60_000;
  const clientJs = await loadGameClientScript();
  const sweep = setInterval(() => {
    for (const [id, session] of sessions) if (Date.now() - session.touchedAt > idleMs) sessions.delete(id);
  }, 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  await registerSecurityHeaders(app, options.siteOrigins ?? []);

  const sessionOr404 = (id: string, reply: FastifyReply) => {
    const session = sessions.get(id);
    if (!session) void reply.code(404).send({ reason: 'session_not_found' });
    return session;
  };

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/client.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(clientJs),
  );

  /** The operator's launch URL lands here: real play exchanges the token through /user/info. */
  app.get('/launch', async (request, reply) => {
    const parsed = LaunchQuery.safeParse(request.query);
    const lang = langOf((request.query as { lang?: unknown }).lang);
    if (!parsed.success)
      return reply.code(400).type('text/html').send(messagePage(lang, UI_STRINGS[lang].badRequest));
    const q = parsed.data;
    let balance: number | undefined;
    let info: Record<string, unknown> = {};
    if (q.mode === 'real') {
      if (!options.wallet || !q.token || !q.user) {
        return reply.code(401).type('text/html').send(messagePage(lang, UI_STRINGS[lang].sessionExpired));
      }
      const answer = await options.wallet.userInfo({ user: q.user, token: q.token }).catch(() => undefined);
      if (!answer || answer.status !== 'RS_OK') {
        return reply.code(401).type('text/html').send(messagePage(lang, UI_STRINGS[lang].sessionExpired));
      }
      balance = typeof answer.balance === 'number' ? answer.balance : undefined;
      info = answer;
    }
    let session: GameSession;
    try {
      session = openSession({ ...q, gameCode: q.game, lang });
    } catch {
      return reply.code(404).type('text/html').send(messagePage(lang, UI_STRINGS[lang].badRequest));
    }
    if (balance !== undefined) session.balance = hub88.hub88ToMinor(balance, session.scale);
    session.freeRounds = freeRoundsFor(info, session.gameCode, session.scale);
    sessions.set(session.id, session);
    return reply.redirect(`/play/${session.id}`, 303);
  });

  app.get<{ Params: { id: string } }>('/play/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session)
      return reply.code(404).type('text/html').send(messagePage('en', UI_STRINGS.en.sessionExpired));
    return reply.type('text/html; charset=utf-8').send(
      gamePage({
        sessionId: session.id,
        lang: session.lang,
        gameId: session.game.id,
        gameName: session.game.name,
        demo: session.mode === 'demo',
      }),
    );
  });

  app.get<{ Params: { id: string } }>('/api/sessions/:id', async (request, reply) => {
    const session = sessionOr404(request.params.id, reply);
    return session ? sessionView(session) : reply;
  });

  app.post<{ Params: { id: string } }>('/api/sessions/:id/rounds', async (request, reply) => {
    const session = sessionOr404(request.params.id, reply);
    if (!session) return reply;
    const body = RoundBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ reason: 'bad_request' });
    try {
      return await playRound(session, BigInt(body.data.bet), body.data.options, options.wallet);
    } catch (error) {
      if (!(error instanceof RoundError)) throw error;
      return sendRoundError(reply, error, session);
    }
  });

  /** One free round of a reward the operator granted (real sessions only): the stake is the reward's. */
  app.post<{ Params: { id: string } }>('/api/sessions/:id/free-rounds', async (request, reply) => {
    const session = sessionOr404(request.params.id, reply);
    if (!session) return reply;
    const body = FreeRoundBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ reason: 'bad_request' });
    try {
      return await playFreeRound(session, body.data.rewardUuid, body.data.options, options.wallet);
    } catch (error) {
      if (!(error instanceof RoundError)) throw error;
      return sendRoundError(reply, error, session);
    }
  });

  app.post<{ Params: { id: string } }>('/api/sessions/:id/rotate', async (request, reply) => {
    const session = sessionOr404(request.params.id, reply);
    if (!session) return reply;
    const body = RotateBody.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send({ reason: 'bad_request' });
    return { revealed: rotate(session, body.data.clientSeed), seeds: sessionView(session).seeds };
  });

  const recompute = (input: z.output<typeof VerifyBody>) => {
    const titleId = titleIdOf(input.game);
    const bet = BigInt(input.bet);
    const verified = verifyRound(
      input.serverSeed,
      input.clientSeed,
      input.nonce,
      titleId,
      bet,
      engineOptions(titleId, input.options, bet),
    );
    return { serverSeedHash: verified.serverSeedHash, outcome: jsonSafe(verified.outcome) };
  };

  app.post('/api/verify', async (request, reply) => {
    const body = VerifyBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ reason: 'bad_request' });
    try {
      return recompute(body.data);
    } catch {
      return reply.code(400).send({ reason: 'bad_request' });
    }
  });

  /** The verify page: a plain form (GET), recomputed on the server when the seeds are filled in. */
  app.get('/verify', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const lang = langOf(query['lang']);
    let result: string | undefined;
    if (query['serverSeed']) {
      let options: unknown = {};
      try {
        options = JSON.parse(query['options'] ?? '{}');
      } catch {
        options = undefined;
      }
      const body = VerifyBody.safeParse({ ...query, options });
      try {
        result = body.success ? JSON.stringify(recompute(body.data), null, 2) : UI_STRINGS[lang].badRequest;
      } catch {
        result = UI_STRINGS[lang].badRequest;
      }
    }
    return reply
      .type('text/html; charset=utf-8')
      .send(verifyPage(lang, { ...query, ...(result ? { result } : {}) }));
  });

  /**
   * Art is a pure function of the build, so it is cached for a year; `?w=` (100-800) gives another 4:3
   * size of the same drawing. A bench code (`id~n`) draws its title's art.
   */
  const ART_CACHE = 'public, max-age=31536000, immutable';
  app.get<{ Params: { file: string }; Querystring: { w?: string } }>(
    '/assets/games/:file',
    async (request, reply) => {
      const match = /^(.+)\.svg$/.exec(request.params.file);
      const game = match?.[1] ? findTitle(titleIdOf(match[1])) : undefined;
      if (!game) return reply.code(404).send();
      const width = request.query.w === undefined ? undefined : Number(request.query.w);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', ART_CACHE)
        .send(gameArt(game, width));
    },
  );

  app.get<{ Params: { file: string } }>('/assets/providers/:file', async (request, reply) => {
    const provider = REFERENCE_PROVIDERS.find((p) => `${p.code}.svg` === request.params.file);
    if (!provider) return reply.code(404).send();
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', ART_CACHE)
      .send(providerLogo(provider.code, provider.name));
  });

  return app;
}
