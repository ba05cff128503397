import type { Queryable } from '../../db/types';

/** Fills every field spec section 4 may require for play, whatever the global config switches on. */
export async function completeProfile(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `UPDATE users SET first_name = 'Test', last_name = 'Player', bank_no = lpad(id::text, 10, '7'),
       bank_currency_information_id = (SELECT id FROM banks WHERE currency_id = users.currency_id ORDER BY id LIMIT 1),
       dob = '1990-01-01', gender = 'male', email = 'player' || id || '@example.com',
       register_channel_id = (SELECT id FROM register_channels ORDER BY id LIMIT 1)
     WHERE id = $1`,
    [userId],
  );
}

export async function gameIdOf(db: Queryable, code: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM games WHERE code = $1', [code]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no game ${code}`);
  return id;
}
