import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/types';
import { balanceOf } from '../../ledger';
import { readInvariants } from '../../ledger/testing';
import { earnPoints } from '../points';
import { readyMember } from '../withdrawal/testing';

/** Gives the member points (hundredths), as a quest reward would. */
export async function givePoints(db: Db, userId: number, hundredths: bigint): Promise<void> {
  await db.transaction((tx) =>
    earnPoints(tx, {
      userId,
      amount: hundredths,
      idempotencyKey: `test-points:${randomUUID()}`,
      type: 'quest_point',
    }),
  );
}

export const pointsOf = (db: Db, userId: number) => balanceOf(db, { userId, kind: 'points' });
export const walletOf = (db: Db, userId: number) => balanceOf(db, { userId, kind: 'main' });

/** The seeded item of this code. */
export async function rewardIdOf(db: Db, code: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM rewards WHERE code = $1', [code]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no reward ${code}`);
  return id;
}

/** Money and points conserved, every balance its entries' sum, no member below zero. */
export async function ledgerIsSound(db: Db): Promise<void> {
  const invariants = await readInvariants(db);
  expect(invariants.drifting).toEqual([]);
  expect(invariants.negative).toEqual([]);
  for (const sum of invariants.sums.values()) expect(sum).toBe(0n);
}

/** A member's POST to an `/api/mb` service. */
export const postAs =
  (app: FastifyInstance, headers: Record<string, string>) => (service: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/mb/${service}`, headers, payload });

/** A ready member who spent all their 9,900 points on the seeded THB hoodie: they and the redemption's id. */
export async function redeemedHoodie(app: FastifyInstance, db: Db) {
  const m = await readyMember(app, db);
  await givePoints(db, m.userId, 990_000n);
  const res = await postAs(app, m.headers)('redeem-reward', {
    reward_id: await rewardIdOf(db, 'hoodie-thb'),
    address: '1 Silom Road, Bangkok',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { m, id: res.json<{ id: number }>().id };
}
