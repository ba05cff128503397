import type { CryptoCurrency, PaymentBankInformation, PaymentType, PaymentTypeCode } from '@casino/contracts';
import { minorToMoney } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { bpsToPercent } from './amounts';
import { DEPOSIT_MESSAGES } from './strings';

export interface MemberCurrency {
  currencyId: number;
  code: string;
  scale: number;
}

export async function memberCurrency(db: Queryable, userId: number): Promise<MemberCurrency> {
  const { rows } = await db.query<{ id: number; code: string; scale: number }>(
    'SELECT c.id, c.code, c.scale FROM users u JOIN currencies c ON c.id = u.currency_id WHERE u.id = $1',
    [userId],
  );
  const row = rows[0];
  if (!row) throw new Error(`member ${userId} has no currency`);
  return { currencyId: row.id, code: row.code, scale: row.scale };
}

export interface MethodLimits {
  payment_type_id: number;
  payment_type_code: PaymentTypeCode;
  category: string;
  name: string;
  provider: string | null;
  min_deposit: bigint;
  max_deposit: bigint;
  fee_bps: number;
  service_charge: bigint;
}

const LIMITS_SQL = `SELECT p.id AS payment_type_id, p.payment_type_code, p.category, p.name, p.provider,
    l.min_deposit, l.max_deposit, l.fee_bps, l.service_charge
  FROM payment_types p JOIN payment_type_currency_limits l ON l.payment_type_id = p.id
  WHERE p.is_active AND l.currency_id = $1`;

export async function methodsFor(db: Queryable, currencyId: number): Promise<MethodLimits[]> {
  return (await db.query<MethodLimits>(`${LIMITS_SQL} ORDER BY p.sort_order`, [currencyId])).rows;
}

/** The method's limits in the currency; 400 when the method is not offered there. */
export async function methodFor(
  db: Queryable,
  currencyId: number,
  by: { code: PaymentTypeCode } | { id: number },
): Promise<MethodLimits> {
  const [column, value] = 'code' in by ? ['p.payment_type_code', by.code] : ['p.id', by.id];
  const { rows } = await db.query<MethodLimits>(`${LIMITS_SQL} AND ${column} = $2`, [currencyId, value]);
  const row = rows[0];
  if (!row) throw new AppError(400, 'VALIDATION_FAILED', DEPOSIT_MESSAGES.methodUnavailable);
  return row;
}

export function toPaymentType(m: MethodLimits, currency: MemberCurrency): PaymentType {
  return {
    id: m.payment_type_id,
    payment_type_code: m.payment_type_code,
    category: m.category,
    name: m.name,
    payment_type_currency_limits: {
      currency_id: currency.currencyId,
      min_deposit: minorToMoney(m.min_deposit, currency.scale),
      max_deposit: minorToMoney(m.max_deposit, currency.scale),
      fee_percent: bpsToPercent(m.fee_bps),
      service_charge: minorToMoney(m.service_charge, currency.scale),
    },
  };
}

export interface ReceivingAccount {
  id: number;
  payment_type_id: number;
  bank_code: string | null;
  bank_name: string | null;
  account_name: string;
  account_no: string;
  min_deposit: bigint;
  max_deposit: bigint;
}

/** Receiving accounts with effective limits: the account's own when set, else the payment type's. */
export async function receivingAccounts(
  db: Queryable,
  currencyId: number,
  filter: { paymentTypeId?: number; id?: number } = {},
): Promise<ReceivingAccount[]> {
  const params: unknown[] = [currencyId];
  let extra = '';
  if (filter.paymentTypeId !== undefined) {
    params.push(filter.paymentTypeId);
    extra += ` AND pbi.payment_type_id = $${params.length}`;
  }
  if (filter.id !== undefined) {
    params.push(filter.id);
    extra += ` AND pbi.id = $${params.length}`;
  }
  const { rows } = await db.query<ReceivingAccount>(
    `SELECT pbi.id, pbi.payment_type_id, b.bank_code, b.bank_name, pbi.account_name, pbi.account_no,
            COALESCE(pbi.min_deposit, l.min_deposit) AS min_deposit, COALESCE(pbi.max_deposit, l.max_deposit) AS max_deposit
       FROM payment_bank_information pbi
       JOIN payment_types p ON p.id = pbi.payment_type_id AND p.is_active
       JOIN payment_type_currency_limits l ON l.payment_type_id = pbi.payment_type_id AND l.currency_id = pbi.currency_id
       LEFT JOIN banks b ON b.id = pbi.bank_id
      WHERE pbi.is_active AND pbi.currency_id = $1${extra}
      ORDER BY pbi.id`,
    params,
  );
  return rows;
}

export const toBankInformation = (a: ReceivingAccount, scale: number): PaymentBankInformation => ({
  ...a,
  min_deposit: minorToMoney(a.min_deposit, scale),
  max_deposit: minorToMoney(a.max_deposit, scale),
});

export interface CryptoToken {
  id: number;
  payment_type_id: number;
  token: string;
  network: string;
  decimals: number;
  is_active: boolean;
}

export async function cryptoTokens(
  db: Queryable,
  filter: { paymentTypeId?: number; id?: number } = {},
): Promise<CryptoToken[]> {
  const params: unknown[] = [];
  const where = ['is_active'];
  if (filter.paymentTypeId !== undefined) {
    params.push(filter.paymentTypeId);
    where.push(`payment_type_id = $${params.length}`);
  }
  if (filter.id !== undefined) {
    params.push(filter.id);
    where.push(`id = $${params.length}`);
  }
  return (
    await db.query<CryptoToken>(
      `SELECT id, payment_type_id, token, network, decimals, is_active FROM crypto_currencies
        WHERE ${where.join(' AND ')} ORDER BY id`,
      params,
    )
  ).rows;
}

/** Fiat per token for the member's currency, from the operator's `crypto_exchange_rates` setting. */
export async function exchangeRate(
  db: Queryable,
  currencyCode: string,
  token: string,
): Promise<string | null> {
  const { rows } = await db.query<{ value: Record<string, Record<string, string>> }>(
    `SELECT value FROM settings WHERE key = 'crypto_exchange_rates'`,
  );
  const rate = rows[0]?.value[currencyCode]?.[token];
  return typeof rate === 'string' && /^\d+(\.\d+)?$/.test(rate) ? rate : null;
}

export const toCryptoCurrency = (t: CryptoToken, rate: string): CryptoCurrency => ({
  id: t.id,
  payment_type_id: t.payment_type_id,
  token: t.token,
  network: t.network,
  is_active: t.is_active,
  exchange_rate: rate,
});

export async function promptpaySettings(
  db: Queryable,
): Promise<{ promptpay_id: string; expiry_minutes: number }> {
  const { rows } = await db.query<{ value: { promptpay_id?: string; expiry_minutes?: number } }>(
    `SELECT value FROM settings WHERE key = 'promptpay_config'`,
  );
  const value = rows[0]?.value ?? {};
  return { promptpay_id: value.promptpay_id ?? '0812345678', expiry_minutes: value.expiry_minutes ?? 10 };
}
