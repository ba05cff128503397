import type { FreeSpinGrant } from '@casino/contracts/rewards';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { transfer } from '../../ledger';

let credits = 0;

/** Credits the member's points (hundredths), as a quest reward would. */
export async function givePoints(db: Db, userId: number, hundredths: bigint) {
  credits += 1;
  await db.transaction((tx) =>
    transfer(tx, {
      idempotencyKey: `test-points:${userId}:${credits}:${Date.now()}`,
      debit: { system: 'promotion', currencyId: null },
      credit: { userId, kind: 'points' },
      amount: hundredths,
      type: 'quest_point',
    }),
  );
}

/** The id of a seeded offer, by code (e.g. `jade-fortune-10-thb`). */
export async function offerIdOf(db: Db, code: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM free_spin_offers WHERE code = $1', [code]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no offer ${code}`);
  return id;
}

export const redeemRequest = (app: FastifyInstance, authorization: string, offerId: number) =>
  app.inject({
    method: 'POST',
    url: '/api/mb/redeem-freespin',
    headers: { authorization },
    payload: { offer_id: offerId },
  });

/** Redeems the offer, which must succeed: the grant. */
export async function redeemGrant(app: FastifyInstance, authorization: string, offerId: number) {
  const res = await redeemRequest(app, authorization, offerId);
  if (res.statusCode !== 201) throw new Error(`redeem failed: ${res.body}`);
  return res.json<FreeSpinGrant>();
}
