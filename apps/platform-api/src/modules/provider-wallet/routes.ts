import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { hub88 } from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { REPO_ROOT } from '../../config';
import type { AppConfig } from '../../config';
import type { Queryable } from '../../db/types';
import { uniqueViolation } from '../../db/types';
import { callerKeys, operatorKeys, publishOperatorKey, signBody, verifyBody } from './keys';
import type { Answer, WalletEffects } from './wallet';
import { balance, bet, rollback, userInfo, win } from './wallet';

/** Where the Hub88 wallet answers: `/provider-wallet/hub88` + the Hub88 paths (`/user/info`, ...). */
export const WALLET_BASE = '/provider-wallet/hub88';

export interface ProviderWalletOptions {
  /** Directory for the exchanged public keys (HUB88_KEYS_DIR); unset in tests. */
  keysDir?: string | undefined;
  /** The clock, for tests of token expiry. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** HUB88_KEYS_DIR, else `.data/hub88` in the repository; tests exchange keys through the database only. */
export function walletKeysDir(config: AppConfig, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dir = env['HUB88_KEYS_DIR'];
  if (dir) return dir;
  return config.nodeEnv === 'test' ? undefined : `${REPO_ROOT}.data/hub88`;
}

type Handler<S extends z.ZodType> = (
  tx: Queryable,
  request: z.output<S>,
  now: Date,
  effects: WalletEffects,
) => Promise<Answer>;

/**
 * The Hub88 operator Wallet API. Every request is verified against the raw body bytes before parsing;
 * every answer is HTTP 200, carries the request's `request_uuid` and is signed with the operator key.
 * One database transaction per call.
 */
export async function providerWalletRoutes(app: FastifyInstance, options: ProviderWalletOptions = {}) {
  const keysDir = options.keysDir;
  // Generated (once, then stored) on first use; published at start where a provider reads the file.
  let operator: Promise<{ publicKey: string; signer: KeyObject }> | undefined;
  const operatorKey = () =>
    (operator ??= operatorKeys(app.db).then((keys) => ({
      publicKey: keys.publicKey,
      signer: createPrivateKey(keys.privateKey),
    })));
  if (keysDir) await publishOperatorKey(keysDir, (await operatorKey()).publicKey);
  const now = options.now ?? (() => new Date());
  // Parsed provider keys, refreshed every 10 s so a key set by the operator is picked up without a restart.
  let callers: { at: number; keys: KeyObject[] } = { at: 0, keys: [] };
  const callerKeyObjects = async (fresh = false) => {
    if (fresh || Date.now() - callers.at > 10_000) {
      const pems = await callerKeys(app.db, keysDir);
      callers = { at: Date.now(), keys: pems.map((pem) => createPublicKey(pem)) };
    }
    return callers.keys;
  };

  // This plugin's scope only: keep the exact bytes the signature covers.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    done(null, body);
  });

  const send = async (reply: FastifyReply, answer: Answer, requestUuid: string) => {
    const body = JSON.stringify({ ...answer, request_uuid: requestUuid });
    const { signer } = await operatorKey();
    return reply
      .code(200)
      .header('content-type', 'application/json; charset=utf-8')
      .header(hub88.HUB88_SIGNATURE_HEADER, signBody(body, signer))
      .send(body);
  };

  // Every bet and win of every player comes from the provider's few addresses: the limit only stops a flood.
  const walletRoute = {
    schema: { hide: true },
    config: { rateLimit: { max: app.config.rateLimits.providerWalletPerMinute, timeWindow: 60_000 } },
  };

  function register<S extends z.ZodType>(path: string, schema: S, handler: Handler<S>) {
    app.post(`${WALLET_BASE}${path}`, walletRoute, async (request: FastifyRequest, reply) => {
      const raw = request.rawBody ?? '';
      let json: unknown;
      let wellFormed = true;
      try {
        json = JSON.parse(raw);
      } catch {
        wellFormed = false;
      }
      const requestUuid =
        typeof (json as { request_uuid?: unknown })?.request_uuid === 'string'
          ? (json as { request_uuid: string }).request_uuid
          : '';
      const signature = request.headers[hub88.HUB88_SIGNATURE_HEADER.toLowerCase()];
      const signedBy = (keys: KeyObject[]) =>
        typeof signature === 'string' && keys.some((key) => verifyBody(raw, signature, key));
      // A miss re-reads the keys once, so a provider key changed a moment ago is honoured at once.
      const signed = signedBy(await callerKeyObjects()) || signedBy(await callerKeyObjects(true));
      if (!signed) return send(reply, { status: 'RS_ERROR_INVALID_SIGNATURE' }, requestUuid);
      if (!wellFormed) return send(reply, { status: 'RS_ERROR_WRONG_SYNTAX' }, requestUuid);
      const parsed = schema.safeParse(json);
      if (!parsed.success) return send(reply, { status: 'RS_ERROR_WRONG_TYPES' }, requestUuid);
      const effects: WalletEffects = { changedUsers: new Set() };
      const run = () => app.db.transaction((tx) => handler(tx, parsed.data, now(), effects));
      let answer: Answer;
      try {
        answer = await run();
      } catch (error) {
        // Two callers raced on one new transaction_uuid: the loser replays the winner's answer.
        if (uniqueViolation(error) === null) throw error;
        answer = await run();
      }
      for (const userId of effects.changedUsers) await notifyWallet(app, userId);
      return send(reply, answer, requestUuid);
    });
  }

  register(hub88.WALLET_PATHS.userInfo, hub88.UserInfoRequest, (tx, r, at) => userInfo(tx, r, at));
  register(hub88.WALLET_PATHS.userBalance, hub88.BalanceRequest, (tx, r, at) => balance(tx, r, at));
  register(hub88.WALLET_PATHS.bet, hub88.BetRequest, bet);
  register(hub88.WALLET_PATHS.win, hub88.WinRequest, win);
  register(hub88.WALLET_PATHS.rollback, hub88.RollbackRequest, rollback);

  app.get(`${WALLET_BASE}/operator-public-key`, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-type', 'application/x-pem-file').send((await operatorKey()).publicKey),
  );
}

/** The member's open pages refresh the wallet after a round. */
async function notifyWallet(app: FastifyInstance, userId: number) {
  try {
    // The spec's topic whose only effect is a wallet refresh; `status` tells it came from a game round.
    await app.events.publish(userId, { topic_name: 'WITHDRAWAL', data: { status: 'game_round' } });
  } catch (error) {
    app.log.warn({ err: error, userId }, 'wallet refresh event not published');
  }
}
