import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { transfer } from '../../ledger';
import { loginMember, registerMember } from '../../test/members';

let depositCounter = 0;

/** A registered member with a complete profile (name, bank account), logged in. */
export async function readyMember(app: FastifyInstance, db: Db) {
  const { body, user } = await registerMember(app);
  await db.query(
    `UPDATE users SET first_name = 'Somchai', last_name = 'Jaidee', bank_no = lpad(id::text, 10, '7'),
       bank_currency_information_id = (SELECT id FROM banks WHERE currency_id = users.currency_id ORDER BY id LIMIT 1),
       dob = '1990-01-01', gender = 'male', email = 'member@example.com',
       register_channel_id = (SELECT id FROM register_channels ORDER BY id LIMIT 1)
     WHERE id = $1`,
    [user.id],
  );
  const { accessToken } = await loginMember(app, body.username);
  return { userId: user.id, headers: { authorization: `Bearer ${accessToken}` } };
}

/** Credits the member's main wallet from the gateway, as an approved deposit would (minor units). */
export async function fund(
  db: Db,
  userId: number,
  amount: bigint,
  kind: 'main' | 'cashback' | 'rebate' | 'affiliate' = 'main',
) {
  depositCounter += 1;
  await db.transaction((tx) =>
    transfer(tx, {
      idempotencyKey: `test-fund-${userId}-${depositCounter}-${Date.now()}`,
      debit: kind === 'main' ? { system: 'gateway', currencyId: 1 } : { system: 'promotion', currencyId: 1 },
      credit: { userId, kind },
      amount,
      type: kind === 'main' ? 'deposit' : kind,
    }),
  );
}

export const staffAuth = {
  authorization: `Basic ${Buffer.from('staff:staff-password-1').toString('base64')}`,
};
export const STAFF_SEED = { username: 'staff', password: 'staff-password-1' };
