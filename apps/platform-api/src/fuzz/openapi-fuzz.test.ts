import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInvariants } from '../ledger/testing';
import { testUploadDir } from '../modules/deposit/testing';
import { fund, readyMember, STAFF_SEED, staffAuth } from '../modules/withdrawal/testing';
import type { TestApp } from '../test/harness';
import { createTestApp } from '../test/harness';
import { problemsOf } from './checks';
import type { Operation } from './operations';
import { readOperations } from './operations';
import { requestsFor } from './requests';
import { changedTables, fingerprint } from './state';

/** Runs per operation with its own audience's credentials; other credentials get a few runs each. */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 10);
const SEED = Number(process.env['FUZZ_SEED'] ?? Date.now() % 2 ** 31);

let t: TestApp;
let operations: Operation[];
/** Operations that accepted at least one generated request: the generator reaches past validation. */
const accepted = new Set<string>();
let member: { userId: number; headers: { authorization: string } };

/** A member who can get past the profile and balance checks, so requests reach the money paths. */
async function fundedMember() {
  const m = await readyMember(t.app, t.db);
  await fund(t.db, m.userId, 1_000_000n);
  return m;
}

beforeAll(async () => {
  t = await createTestApp({ adminSeed: STAFF_SEED, uploadDir: testUploadDir() });
  operations = await readOperations(t.app);
  // FUZZ_LOG=1 shows the stack of every 5xx (and the operations no generated request got through).
  if (process.env['FUZZ_LOG']) t.app.log.level = 'error';
  member = await fundedMember();
});
afterAll(() => t?.close());

type Credential = 'none' | 'member' | 'staff';

/** The member's token again when a fuzzed request (a logout, a password change) ended the session. */
async function memberAuthorization(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/mb/users', headers: member.headers });
  if (res.statusCode === 401) member = await fundedMember();
  return member.headers.authorization;
}

function plan(op: Operation): [Credential, number][] {
  const few = Math.max(2, Math.ceil(RUNS / 5));
  if (op.audience === 'admin')
    return [
      ['none', few],
      ['member', few],
      ['staff', RUNS],
    ];
  if (op.audience === 'member')
    return [
      ['none', few],
      ['staff', few],
      ['member', RUNS],
    ];
  return [
    ['none', RUNS],
    ['member', Math.ceil(RUNS / 2)],
  ];
}

async function fuzzOperation(op: Operation, credential: Credential, numRuns: number): Promise<string | null> {
  const authorization =
    credential === 'member'
      ? await memberAuthorization()
      : credential === 'staff'
        ? staffAuth.authorization
        : null;
  // Writes refused with a 4xx must leave the state tables as they were.
  const watchWrites = op.method !== 'GET' && credential !== 'none';
  const details = await fc.check(
    fc.asyncProperty(requestsFor(op, authorization), async (request) => {
      // Projections of earlier requests' events write on their own: let them finish first.
      if (watchWrites) await t.app.stream.catchUp();
      const before = watchWrites ? await fingerprint(t.db) : null;
      const res = await t.app.inject(request);
      if (res.statusCode < 300) accepted.add(op.key);
      const problem = problemsOf(request, res);
      if (problem) throw new Error(problem);
      if (before && res.statusCode >= 400) {
        const changed = changedTables(before, await fingerprint(t.db));
        if (changed.length > 0) throw new Error(`${res.statusCode} but wrote ${changed.join(', ')}`);
      }
    }),
    { numRuns, seed: SEED, endOnFailure: true },
  );
  if (!details.failed) return null;
  // The request that failed, its token replaced by whose it was.
  const [request] = details.counterexample ?? [];
  const shown = request && {
    ...request,
    headers: { ...request.headers, authorization: request.headers['authorization'] ? credential : undefined },
  };
  const error =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return `${op.key} as ${credential}: ${error}\n    ${JSON.stringify(shown).slice(0, 600)}`;
}

describe(`OpenAPI fuzz (seed ${SEED}, FUZZ_SEED to replay)`, () => {
  it('reads every operation of the served document', () => {
    expect(operations.length).toBeGreaterThan(200);
    for (const audience of ['public', 'member', 'admin']) {
      expect(operations.some((op) => op.audience === audience)).toBe(true);
    }
  });

  it('answers every operation without a 5xx, with contract errors and no partial writes', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      for (const [credential, runs] of plan(op)) {
        const failure = await fuzzOperation(op, credential, runs);
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
    // Most operations must have taken a generated request, or the checks above proved little.
    const refusedAll = operations.filter((op) => !accepted.has(op.key)).map((op) => op.key);
    if (process.env['FUZZ_LOG']) console.log('never accepted', refusedAll);
    expect(refusedAll.length).toBeLessThan(operations.length / 2);
    const invariants = await readInvariants(t.db);
    expect([...invariants.sums.values()].every((sum) => sum === 0n)).toBe(true);
    expect(invariants.drifting).toEqual([]);
    expect(invariants.negative).toEqual([]);
  }, 600_000);
});
