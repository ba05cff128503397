import type { Queryable } from '../types';

/**
 * Deposit methods (spec sections 3 and 9): limits and charges in minor units per currency, the brand's
 * receiving accounts, crypto tokens, and the operator settings (exchange rates, PromptPay id), which
 * are inserted only when missing.
 */
const PAYMENT_TYPES = [
  { code: 'BANK', category: 'SLIP', name: 'Bank transfer', provider: null },
  { code: 'PROMPTPAY', category: 'QR', name: 'PromptPay QR', provider: 'promptpay' },
  { code: 'TRUEWALLET', category: 'WALLET', name: 'TrueMoney Wallet', provider: 'truewallet' },
  { code: 'CRYPTO', category: 'CRYPTO', name: 'Crypto', provider: 'crypto' },
  { code: 'AUTO_BANK', category: 'AUTO', name: 'Auto bank', provider: 'autobank' },
];

/** [type, currency, min, max, fee basis points, flat service charge] in minor units. */
const LIMITS: [string, string, number, number, number, number][] = [
  ['BANK', 'THB', 10_000, 10_000_000, 0, 500],
  ['PROMPTPAY', 'THB', 10_000, 5_000_000, 0, 0],
  ['TRUEWALLET', 'THB', 10_000, 3_000_000, 190, 0],
  ['CRYPTO', 'THB', 50_000, 50_000_000, 0, 0],
  ['AUTO_BANK', 'THB', 10_000, 10_000_000, 0, 0],
  ['BANK', 'MYR', 1_000, 5_000_000, 0, 500],
  ['CRYPTO', 'MYR', 5_000, 10_000_000, 0, 0],
  ['AUTO_BANK', 'MYR', 1_000, 5_000_000, 0, 0],
  // Euro: €10 to €10,000 by transfer, €20 to €50,000 in crypto; no PromptPay or TrueMoney outside Thailand.
  ['BANK', 'EUR', 1_000, 1_000_000, 0, 0],
  ['CRYPTO', 'EUR', 2_000, 5_000_000, 0, 0],
  ['AUTO_BANK', 'EUR', 1_000, 1_000_000, 0, 0],
];

/** [type, currency, bank code, account name, account number, own min, own max]. */
const RECEIVING_ACCOUNTS: [string, string, string, string, string, number | null, number | null][] = [
  ['BANK', 'THB', 'KBANK', 'Casino Co., Ltd.', '1112223334', null, null],
  ['BANK', 'THB', 'SCB', 'Casino Co., Ltd.', '5556667778', 50_000, 2_000_000],
  ['AUTO_BANK', 'THB', 'KBANK', 'Casino Co., Ltd.', '9990001112', null, null],
  ['BANK', 'MYR', 'MBB', 'Casino Sdn. Bhd.', '512345678901', null, null],
  ['BANK', 'EUR', 'DEUTDE', 'Casino GmbH', '0532013000', null, null],
  ['AUTO_BANK', 'EUR', 'BKAUAT', 'Casino GmbH', '00012345678', null, null],
];

const CRYPTO_TOKENS = [
  { token: 'USDT', network: 'TRC20', decimals: 6 },
  { token: 'USDT', network: 'ERC20', decimals: 6 },
  { token: 'BTC', network: 'BTC', decimals: 8 },
];

/** Fiat per one token, as decimal strings, by currency code. */
export const DEFAULT_CRYPTO_RATES = {
  THB: { USDT: '36.50', BTC: '3450000.00' },
  MYR: { USDT: '4.70', BTC: '445000.00' },
  EUR: { USDT: '0.92', BTC: '88000.00' },
};

export const DEFAULT_PROMPTPAY = { promptpay_id: '0812345678', expiry_minutes: 10 };

const json = (rows: object[]) => [JSON.stringify(rows)];

export async function seedDeposits(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO payment_types (payment_type_code, category, name, provider, sort_order)
     SELECT x.code, x.category, x.name, x.provider, x.sort_order
       FROM jsonb_to_recordset($1::jsonb) AS x(code text, category text, name text, provider text, sort_order int)
     ON CONFLICT (payment_type_code) DO UPDATE SET category = EXCLUDED.category, name = EXCLUDED.name,
       provider = EXCLUDED.provider, sort_order = EXCLUDED.sort_order`,
    json(PAYMENT_TYPES.map((t, sort_order) => ({ ...t, sort_order }))),
  );
  await tx.query(
    `INSERT INTO payment_type_currency_limits (payment_type_id, currency_id, min_deposit, max_deposit, fee_bps, service_charge)
     SELECT p.id, c.id, x.mn, x.mx, x.fee, x.charge
       FROM jsonb_to_recordset($1::jsonb) AS x(t text, cur text, mn bigint, mx bigint, fee int, charge bigint)
       JOIN payment_types p ON p.payment_type_code = x.t JOIN currencies c ON c.code = x.cur
     ON CONFLICT (payment_type_id, currency_id) DO NOTHING`,
    json(LIMITS.map(([t, cur, mn, mx, fee, charge]) => ({ t, cur, mn, mx, fee, charge }))),
  );
  await tx.query(
    `INSERT INTO payment_bank_information (payment_type_id, currency_id, bank_id, account_name, account_no, min_deposit, max_deposit)
     SELECT p.id, c.id, b.id, x.name, x.no, x.mn, x.mx
       FROM jsonb_to_recordset($1::jsonb) AS x(t text, cur text, bank text, name text, no text, mn bigint, mx bigint)
       JOIN payment_types p ON p.payment_type_code = x.t JOIN currencies c ON c.code = x.cur
       LEFT JOIN banks b ON b.currency_id = c.id AND b.bank_code = x.bank
     ON CONFLICT (payment_type_id, currency_id, account_no) DO NOTHING`,
    json(RECEIVING_ACCOUNTS.map(([t, cur, bank, name, no, mn, mx]) => ({ t, cur, bank, name, no, mn, mx }))),
  );
  await tx.query(
    `INSERT INTO crypto_currencies (payment_type_id, token, network, decimals)
     SELECT p.id, x.token, x.network, x.decimals
       FROM jsonb_to_recordset($1::jsonb) AS x(token text, network text, decimals int)
       JOIN payment_types p ON p.payment_type_code = 'CRYPTO'
     ON CONFLICT (payment_type_id, token, network) DO UPDATE SET decimals = EXCLUDED.decimals`,
    json(CRYPTO_TOKENS),
  );
  await tx.query(
    `INSERT INTO settings (key, value) VALUES ('crypto_exchange_rates', $1::jsonb), ('promptpay_config', $2::jsonb)
     ON CONFLICT (key) DO NOTHING`,
    [JSON.stringify(DEFAULT_CRYPTO_RATES), JSON.stringify(DEFAULT_PROMPTPAY)],
  );
}
