import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hub88 } from '@casino/contracts';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sign, verify } from '../hub88/signature';
import { WalletClient } from './client';
import { RetryQueue } from './retry-queue';

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const provider = pair();
const operator = pair();

/** A scripted operator on a loopback port: checks our signature, signs its answers. */
interface Script {
  delayMs: number;
  /** Answers this many win calls with RS_ERROR_UNKNOWN before acknowledging. */
  failWins: number;
  calls: { path: string; body: Record<string, unknown>; signed: boolean }[];
}
const script: Script = { delayMs: 0, failWins: 0, calls: [] };
let operatorApp: FastifyInstance;
let baseUrl: string;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wallet-client-'));
  operatorApp = Fastify();
  operatorApp.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  operatorApp.post('/*', async (request, reply) => {
    const raw = request.body as string;
    const signature = request.headers[hub88.HUB88_SIGNATURE_HEADER.toLowerCase()];
    const body = JSON.parse(raw) as Record<string, unknown>;
    const path = request.url;
    script.calls.push({
      path,
      body,
      signed: typeof signature === 'string' && verify(raw, signature, provider.publicKey),
    });
    if (script.delayMs) await new Promise((resolve) => setTimeout(resolve, script.delayMs));
    let status = 'RS_OK';
    if (path.endsWith('/transaction/win') && script.failWins > 0) {
      script.failWins -= 1;
      status = 'RS_ERROR_UNKNOWN';
    }
    const answer = JSON.stringify({
      status,
      request_uuid: body['request_uuid'],
      user: body['user'],
      currency: 'THB',
      balance: 100_000,
    });
    return reply
      .header(hub88.HUB88_SIGNATURE_HEADER, sign(answer, operator.privateKey))
      .type('application/json')
      .send(answer);
  });
  baseUrl = `${await operatorApp.listen({ port: 0, host: '127.0.0.1' })}/wallet`;
});
afterAll(async () => {
  await operatorApp.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  script.delayMs = 0;
  script.failWins = 0;
  script.calls = [];
});

function client(queue: RetryQueue, now = () => Date.now(), operatorKey = operator.publicKey) {
  return new WalletClient({
    baseUrl,
    privateKey: provider.privateKey,
    operatorPublicKey: async () => operatorKey,
    queue,
    betTimeoutMs: 150,
    callTimeoutMs: 1000,
    now,
  });
}

const betBody = () => ({
  user: '7',
  token: 'tok',
  transaction_uuid: randomUUID(),
  round: randomUUID(),
  game_code: 'jade-fortune',
  currency: 'THB',
  amount: 100_000,
});

describe('wallet client', () => {
  it('signs each request with a fresh request_uuid and accepts signed answers', async () => {
    const wallet = client(new RetryQueue(undefined));
    const answer = await wallet.balance({ user: '7', token: 'tok' });
    expect(answer).toMatchObject({ status: 'RS_OK', balance: 100_000 });
    expect(script.calls[0]?.signed).toBe(true);
    expect(typeof script.calls[0]?.body['request_uuid']).toBe('string');
  });

  it('refuses an answer that the operator did not sign', async () => {
    const wallet = client(new RetryQueue(undefined), Date.now, pair().publicKey);
    await expect(wallet.balance({ token: 'tok' })).rejects.toMatchObject({ kind: 'signature' });
  });

  it('rolls back a bet whose answer takes longer than the bet timeout', async () => {
    const queue = new RetryQueue(join(dir, 'timeout.json'));
    const wallet = client(queue);
    script.delayMs = 400;
    const placed = betBody();
    expect(await wallet.bet(placed)).toBeUndefined();
    const pending = queue.list();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ path: '/transaction/rollback' });
    expect(pending[0]?.body['reference_transaction_uuid']).toBe(placed.transaction_uuid);
    script.delayMs = 0;
    await wallet.drain();
    expect(queue.list()).toHaveLength(0);
    expect(script.calls.at(-1)?.path).toBe('/wallet/transaction/rollback');
  });

  it('retries a win with backoff until acknowledged, and keeps it across a restart', async () => {
    const file = join(dir, 'retry.json');
    let clock = 1_000_000;
    const wallet = client(new RetryQueue(file), () => clock);
    script.failWins = 2;
    const win = { ...betBody(), reference_transaction_uuid: randomUUID() };
    expect(await wallet.win(win)).toBeUndefined();

    // A restart: a new queue on the same file still holds the win.
    const reloaded = new RetryQueue(file);
    await reloaded.load();
    expect(reloaded.list().map((entry) => entry.id)).toEqual([win.transaction_uuid]);
    const restarted = client(reloaded, () => clock);

    await restarted.drain();
    expect(script.calls.filter((c) => c.path.endsWith('/win'))).toHaveLength(1); // not due yet (1 s backoff)
    clock += 1000;
    await restarted.drain();
    expect(reloaded.list()[0]?.attempts).toBe(2);
    clock += 2000;
    await restarted.drain();
    expect(reloaded.list()).toHaveLength(0);
    const wins = script.calls.filter((c) => c.path.endsWith('/win'));
    expect(wins).toHaveLength(3);
    expect(new Set(wins.map((c) => c.body['transaction_uuid']))).toEqual(new Set([win.transaction_uuid]));
    expect(new Set(wins.map((c) => c.body['request_uuid'])).size).toBe(3);
  });
});
