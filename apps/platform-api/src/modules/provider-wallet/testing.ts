import { randomUUID } from 'node:crypto';
import { hub88 } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { transfer } from '../../ledger';
import { loginMember, registerMember } from '../../test/members';
import { completeProfile, gameIdOf } from '../games/testing';
import { generateRsaPair, operatorKeys, signBody, verifyBody } from './keys';
import { WALLET_BASE } from './routes';

/** A provider key pair installed on both reference providers, as the seed would from GAME_PROVIDER_PUBLIC_KEY. */
export async function installProviderKey(db: Db) {
  const pair = generateRsaPair();
  await db.query('UPDATE game_providers SET wallet_public_key = $1', [pair.publicKey]);
  return pair;
}

/** A member with a complete profile, `balance` minor units in the main wallet and a launch token. */
export async function playerWithToken(app: FastifyInstance, db: Db, balance: bigint, game = 'jade-fortune') {
  const { body, user } = await registerMember(app);
  await completeProfile(db, user.id);
  if (balance > 0n) {
    await db.transaction((tx) =>
      transfer(tx, {
        idempotencyKey: `test-deposit:${user.id}`,
        debit: { system: 'gateway', currencyId: user.currency_id ?? 1 },
        credit: { userId: user.id, kind: 'main' },
        amount: balance,
        type: 'deposit',
      }),
    );
  }
  const auth = await loginMember(app, body.username);
  const launch = await app.inject({
    method: 'POST',
    url: '/api/mb/enter-game',
    headers: { authorization: `Bearer ${auth.accessToken}` },
    payload: { game_list_id: await gameIdOf(db, game), languageCode: 'en' },
  });
  if (launch.statusCode !== 201) throw new Error(`launch failed: ${launch.body}`);
  const token = new URL(launch.json<{ url: string }>().url).searchParams.get('token') ?? '';
  return { userId: user.id, user: String(user.id), token, bearer: `Bearer ${auth.accessToken}` };
}

export interface WalletCaller {
  call(
    path: string,
    body: Record<string, unknown>,
    options?: { signature?: string; raw?: string },
  ): Promise<{
    statusCode: number;
    json: hub88.WalletResponse & Record<string, unknown>;
    signedByOperator: boolean;
  }>;
}

/** Signs like a provider and checks each answer's operator signature. */
export async function walletCaller(app: FastifyInstance, db: Db, privateKey: string): Promise<WalletCaller> {
  const operator = await operatorKeys(db);
  return {
    async call(path, body, options = {}) {
      const raw = options.raw ?? JSON.stringify({ request_uuid: randomUUID(), ...body });
      const res = await app.inject({
        method: 'POST',
        url: `${WALLET_BASE}${path}`,
        headers: {
          'content-type': 'application/json',
          [hub88.HUB88_SIGNATURE_HEADER]: options.signature ?? signBody(raw, privateKey),
        },
        payload: raw,
      });
      const signature = res.headers[hub88.HUB88_SIGNATURE_HEADER.toLowerCase()];
      return {
        statusCode: res.statusCode,
        json: res.json(),
        signedByOperator:
          typeof signature === 'string' && verifyBody(res.body, signature, operator.publicKey),
      };
    },
  };
}

/** THB has two decimals: one baht is 100 minor units and 100,000 Hub88 units. */
export const hub88Baht = (baht: number) => baht * 100_000;
