import type { Deposit, PaymentBankInformation, PaymentTypeCode } from '@casino/contracts';
import { minorToMoney, SLIP_FILE_PATH } from '@casino/contracts';
import type { Queryable } from '../../db/types';

/** Minutes after which an unconfirmed phone-wallet deposit asks the member to contact staff (spec 9). */
export const WALLET_TIMEOUT_MINUTES = 5;

export interface DepositRow {
  id: bigint;
  reference: string;
  user_id: number;
  currency_id: number;
  scale: number;
  payment_type_code: PaymentTypeCode;
  provider: string | null;
  status: 'pending' | 'success' | 'fail';
  amount: bigint;
  fee: bigint;
  note: string | null;
  payment_bank_information_id: number | null;
  slip_upload_id: string | null;
  promotion_information_id: number | null;
  phone: string | null;
  qr_payload: string | null;
  expires_at: Date | null;
  crypto_token: string | null;
  crypto_network: string | null;
  crypto_amount: string | null;
  exchange_rate: string | null;
  payment_address: string | null;
  transaction_id: string | null;
  fail_reason: string | null;
  created_at: Date;
  updated_at: Date;
  bank_payment_type_id: number | null;
  bank_code: string | null;
  bank_name: string | null;
  account_name: string | null;
  account_no: string | null;
  bank_min: bigint | null;
  bank_max: bigint | null;
  username: string;
}

/** Deposits with everything their API shape needs; callers add WHERE/ORDER. */
export const DEPOSIT_FROM = `deposits d
  JOIN payment_types pt ON pt.id = d.payment_type_id
  JOIN currencies c ON c.id = d.currency_id
  JOIN users u ON u.id = d.user_id
  LEFT JOIN payment_bank_information pbi ON pbi.id = d.payment_bank_information_id
  LEFT JOIN payment_type_currency_limits lim ON lim.payment_type_id = pbi.payment_type_id AND lim.currency_id = pbi.currency_id
  LEFT JOIN banks b ON b.id = pbi.bank_id
  LEFT JOIN crypto_currencies cc ON cc.id = d.crypto_currency_id`;

export const DEPOSIT_COLUMNS = `d.id, d.reference, d.user_id, d.currency_id, c.scale, pt.payment_type_code, pt.provider,
  d.status, d.amount, d.fee, d.note, d.payment_bank_information_id, d.slip_upload_id, d.promotion_information_id,
  d.phone, d.qr_payload, d.expires_at, cc.token AS crypto_token, cc.network AS crypto_network, d.crypto_amount,
  d.exchange_rate, d.payment_address, d.transaction_id, d.fail_reason, d.created_at, d.updated_at,
  pbi.payment_type_id AS bank_payment_type_id, b.bank_code, b.bank_name, pbi.account_name, pbi.account_no,
  COALESCE(pbi.min_deposit, lim.min_deposit) AS bank_min, COALESCE(pbi.max_deposit, lim.max_deposit) AS bank_max,
  u.username`;

export async function findDeposit(
  db: Queryable,
  where: { id?: bigint | number; reference?: string; userId?: number },
  lock = false,
): Promise<DepositRow | undefined> {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(`${sql} = $${params.length}`);
  };
  if (where.id !== undefined) add('d.id', where.id);
  if (where.reference !== undefined) add('d.reference', where.reference);
  if (where.userId !== undefined) add('d.user_id', where.userId);
  if (clauses.length === 0) throw new Error('findDeposit needs a condition');
  if (lock) {
    // Lock the deposit row alone (outer joins cannot be locked), then read it whole.
    const locked = await db.query<{ id: bigint }>(
      `SELECT d.id FROM deposits d WHERE ${clauses.join(' AND ')} FOR UPDATE`,
      params,
    );
    if (!locked.rows[0]) return undefined;
  }
  const { rows } = await db.query<DepositRow>(
    `SELECT ${DEPOSIT_COLUMNS} FROM ${DEPOSIT_FROM} WHERE ${clauses.join(' AND ')}`,
    params,
  );
  return rows[0];
}

const secondsLeft = (until: Date, now: Date) =>
  Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000));

export function toDeposit(row: DepositRow, now = new Date()): Deposit {
  // Both drivers give Date for timestamptz; new Date() also accepts an ISO string defensively.
  const createdAt = new Date(row.created_at);
  const expiresAt = row.expires_at ? new Date(row.expires_at) : null;
  const money = (minor: bigint) => minorToMoney(minor, row.scale);
  const pending = row.status === 'pending';
  const bank: PaymentBankInformation | null =
    row.payment_bank_information_id !== null && row.account_no !== null
      ? {
          id: row.payment_bank_information_id,
          payment_type_id: row.bank_payment_type_id ?? 0,
          bank_code: row.bank_code,
          bank_name: row.bank_name,
          account_name: row.account_name ?? '',
          account_no: row.account_no,
          min_deposit: money(row.bank_min ?? 0n),
          max_deposit: money(row.bank_max ?? 0n),
        }
      : null;
  return {
    id: Number(row.id),
    reference: row.reference,
    payment_type_code: row.payment_type_code,
    status: row.status,
    currency_id: row.currency_id,
    deposit_amount: money(row.amount),
    fee: money(row.fee),
    receive_amount: money(row.amount - row.fee),
    note: row.note,
    payment_bank_information_id: row.payment_bank_information_id,
    bank,
    slip_image_url: row.slip_upload_id ? `${SLIP_FILE_PATH}/${row.slip_upload_id}` : null,
    promotion_information_id: row.promotion_information_id,
    phone: row.phone,
    qr_payload: row.qr_payload,
    expires_at: expiresAt?.toISOString() ?? null,
    time_left: expiresAt && pending ? secondsLeft(expiresAt, now) : null,
    contact_admin:
      pending &&
      row.payment_type_code === 'TRUEWALLET' &&
      now.getTime() - createdAt.getTime() > WALLET_TIMEOUT_MINUTES * 60_000,
    crypto:
      row.crypto_token && row.crypto_network && row.crypto_amount && row.exchange_rate && row.payment_address
        ? {
            token: row.crypto_token,
            network: row.crypto_network,
            crypto_amount: row.crypto_amount,
            exchange_rate: row.exchange_rate,
            payment_address: row.payment_address,
            receiving_amount: money(row.amount - row.fee),
            transaction_id: row.transaction_id,
          }
        : null,
    fail_reason: row.fail_reason,
    createdAt: createdAt.toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
