import type { AdminWithdrawal, Withdrawal, WithdrawalMode, TransactionStatus } from '@casino/contracts';
import { minorToMoney } from '@casino/contracts';
import type { Queryable } from '../../db/types';

export interface WithdrawalRow {
  id: number;
  reference: string;
  user_id: number;
  username: string;
  currency_id: number;
  scale: number;
  amount: bigint;
  status: TransactionStatus;
  mode: WithdrawalMode;
  note: string | null;
  bank_id: number | null;
  bank_code: string | null;
  bank_name: string | null;
  bank_no: string | null;
  account_name: string | null;
  fail_reason: string | null;
  decided_by: string | null;
  created_at: string;
  updated_at: string;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const WITHDRAWAL_SELECT = `
  SELECT w.id, w.reference, w.user_id, u.username, w.currency_id, c.scale, w.amount, w.status, w.mode, w.note,
         w.bank_id, b.bank_code, b.bank_name, w.bank_no, w.account_name, w.fail_reason, a.username AS decided_by,
         ${iso('w.created_at')} AS created_at, ${iso('w.updated_at')} AS updated_at
    FROM withdrawals w
    JOIN users u ON u.id = w.user_id
    JOIN currencies c ON c.id = w.currency_id
    LEFT JOIN banks b ON b.id = w.bank_id
    LEFT JOIN admin_users a ON a.id = w.decided_by`;

export async function findWithdrawal(db: Queryable, id: number): Promise<WithdrawalRow | undefined> {
  const { rows } = await db.query<WithdrawalRow>(`${WITHDRAWAL_SELECT} WHERE w.id = $1`, [id]);
  return rows[0];
}

/** The member's request sent earlier under the same idempotency key, if any. */
export async function findWithdrawalByKey(
  db: Queryable,
  userId: number,
  key: string,
): Promise<WithdrawalRow | undefined> {
  const { rows } = await db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} WHERE w.user_id = $1 AND w.idempotency_key = $2`,
    [userId, key],
  );
  return rows[0];
}

function bankOf(row: WithdrawalRow) {
  if (row.bank_id === null || !row.bank_code || !row.bank_name || !row.bank_no) return null;
  return {
    bank_id: row.bank_id,
    bank_code: row.bank_code,
    bank_name: row.bank_name,
    bank_no: row.bank_no,
    account_name: row.account_name ?? '',
  };
}

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    currency_id: row.currency_id,
    amount: minorToMoney(row.amount, row.scale),
    note: row.note,
    mode: row.mode,
    bank: bankOf(row),
    fail_reason: row.fail_reason,
    contact_staff: row.status === 'fail',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toAdminWithdrawal(row: WithdrawalRow): AdminWithdrawal {
  const { contact_staff: _unused, ...member } = toWithdrawal(row);
  return { ...member, user_id: row.user_id, username: row.username, decided_by: row.decided_by };
}
