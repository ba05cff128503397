import type { Deposit } from '@casino/contracts';
import { CORRELATION_HEADER, ErrorBody, PaymentWebhook, hub88 } from '@casino/contracts';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInvariants } from '../ledger/testing';
import { depositMember } from '../modules/deposit/testing';
import { postWebhook } from '../modules/payment-webhook/testing';
import type { WalletCaller } from '../modules/provider-wallet/testing';
import { installProviderKey, playerWithToken, walletCaller } from '../modules/provider-wallet/testing';
import type { TestApp } from '../test/harness';
import { createTestApp } from '../test/harness';
import type { JsonSchema } from './schema-arbitrary';
import { fuzzValue } from './schema-arbitrary';

/**
 * The callbacks /docs/json hides (payment webhooks, the provider's seamless wallet), fuzzed with valid
 * signatures: the payload is the attacker's or a buggy partner's, the signature a real partner's.
 */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 10) * 6;
const SEED = Number(process.env['FUZZ_SEED'] ?? Date.now() % 2 ** 31);

let t: TestApp;
let wallet: WalletCaller;
let player: Awaited<ReturnType<typeof playerWithToken>>;
let references: string[];

const schemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

beforeAll(async () => {
  t = await createTestApp();
  const provider = await installProviderKey(t.db);
  wallet = await walletCaller(t.app, t.db, provider.privateKey);
  player = await playerWithToken(t.app, t.db, 1_000_000n);
  // Real pending deposits, so fuzzed webhooks also reach the crediting path.
  references = [];
  for (const amount of ['100', '250.50']) {
    const m = await depositMember(t.app, t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mb/deposit-promptpay',
      headers: m.headers,
      payload: { deposit_amount: amount },
    });
    references.push(res.json<Deposit>().reference);
  }
});
afterAll(() => t?.close());

/** Generated values, with the fields that name real rows sometimes swapped for real ones. */
function withReal<T>(arb: fc.Arbitrary<unknown>, real: () => fc.Arbitrary<Record<string, unknown>>) {
  return fc
    .tuple(arb, real(), fc.boolean())
    .map(([value, fields, swap]) =>
      swap && value && typeof value === 'object' && !Array.isArray(value) ? { ...value, ...fields } : value,
    ) as fc.Arbitrary<T>;
}

async function ledgerIsSound() {
  const invariants = await readInvariants(t.db);
  expect([...invariants.sums.values()].every((sum) => sum === 0n)).toBe(true);
  expect(invariants.drifting).toEqual([]);
  expect(invariants.negative).toEqual([]);
}

describe(`signed callback fuzz (seed ${SEED})`, () => {
  it('answers signed payment webhooks of any shape without a 5xx, errors as the contract says', async () => {
    const payloads = withReal<Record<string, unknown>>(fuzzValue(schemaOf(PaymentWebhook)), () =>
      fc.record({ reference: fc.constantFrom(...references) }),
    );
    let taken = 0;
    await fc.assert(
      fc.asyncProperty(
        payloads,
        fc.constantFrom('promptpay', 'truewallet', 'crypto', 'autobank'),
        async (p, via) => {
          const res = await postWebhook(t.app, via as 'promptpay', p);
          if (res.statusCode === 200) taken += 1;
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(res.headers[CORRELATION_HEADER.toLowerCase()]).toBeTruthy();
          if (res.statusCode >= 400) expect(ErrorBody.safeParse(res.json()).success, res.body).toBe(true);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    // Some payloads got past validation, so the settling code was fuzzed too.
    expect(taken).toBeGreaterThan(0);
    await ledgerIsSound();
  });

  it('answers signed wallet calls of any shape with a signed 200 and a Hub88 status', async () => {
    const paths = [
      [hub88.WALLET_PATHS.userInfo, hub88.UserInfoRequest],
      [hub88.WALLET_PATHS.userBalance, hub88.BalanceRequest],
      [hub88.WALLET_PATHS.bet, hub88.BetRequest],
      [hub88.WALLET_PATHS.win, hub88.WinRequest],
      [hub88.WALLET_PATHS.rollback, hub88.RollbackRequest],
    ] as const;
    const real = () =>
      fc.record(
        { user: fc.constant(player.user), token: fc.constant(player.token), currency: fc.constant('THB') },
        { requiredKeys: [] },
      );
    const calls = fc.oneof(
      ...paths.map(([path, schema]) =>
        withReal<Record<string, unknown>>(fuzzValue(schemaOf(schema)), real).map((body) => ({ path, body })),
      ),
    );
    let ok = 0;
    await fc.assert(
      fc.asyncProperty(calls, async ({ path, body }) => {
        const raw = JSON.stringify(body);
        const res = await wallet.call(path, {}, { raw });
        if (res.json.status === 'RS_OK') ok += 1;
        expect(res.statusCode, raw).toBe(200);
        expect(res.signedByOperator).toBe(true);
        expect(hub88.Hub88Status.safeParse(res.json.status).success, JSON.stringify(res.json)).toBe(true);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(ok).toBeGreaterThan(0);
    await ledgerIsSound();
  });
});
