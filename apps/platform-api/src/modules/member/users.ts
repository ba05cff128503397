import type { AuthenticatedUser } from '@casino/contracts';
import type { Queryable } from '../../db/types';

interface UserRow {
  id: number;
  username: string;
  phone: string;
  country_code: string;
  currency_id: number;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  gender: 'male' | 'female' | null;
  dob: string | null;
  bank_no: string | null;
  bank_currency_information_id: number | null;
  register_channel_id: number | null;
  ref_code: string;
  subscribe_email: boolean;
  created_at: string;
}

/** Dates are formatted in SQL so both drivers hand back the same strings. */
export const USER_COLUMNS = `id, username, phone, country_code, currency_id, email, first_name, last_name, gender,
  to_char(dob, 'YYYY-MM-DD') AS dob, bank_no, bank_currency_information_id, register_channel_id, ref_code,
  subscribe_email, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

export function toAuthenticatedUser(row: UserRow): AuthenticatedUser {
  const fullName = [row.first_name, row.last_name].filter((part) => part && part.trim()).join(' ');
  return {
    id: row.id,
    username: row.username,
    phone: row.phone,
    country_code: row.country_code,
    currency_id: row.currency_id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: fullName || null,
    gender: row.gender,
    DOB: row.dob,
    bank_no: row.bank_no,
    bank_currency_information_id: row.bank_currency_information_id,
    register_channal_id: row.register_channel_id,
    ref_code: row.ref_code,
    subscribe_email: row.subscribe_email,
    createdAt: row.created_at,
  };
}

export async function findUserById(db: Queryable, id: number): Promise<AuthenticatedUser | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ? toAuthenticatedUser(rows[0]) : null;
}

export async function insertUserReturning(
  db: Queryable,
  sql: string,
  params: unknown[],
): Promise<AuthenticatedUser> {
  const { rows } = await db.query<UserRow>(`${sql} RETURNING ${USER_COLUMNS}`, params);
  if (!rows[0]) throw new Error('insert returned no row');
  return toAuthenticatedUser(rows[0]);
}
