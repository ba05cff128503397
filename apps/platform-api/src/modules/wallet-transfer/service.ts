import { randomUUID } from 'node:crypto';
import type { TransferSource, WalletTransfer } from '@casino/contracts';
import { minorToMoney, moneyToMinor } from '@casino/contracts';
import type { Db, Queryable } from '../../db/types';
import { AppError, fieldError } from '../../http/errors';
import { balanceOf, transfer } from '../../ledger';
import { appendActivity } from '../../stream';
import { assertPrivilege } from '../privileges';
import { currencyOf } from '../withdrawal/settings';
import { fill } from '../withdrawal/strings';
import { TRANSFER_MESSAGES } from './strings';

export const DEFAULT_MIN_TRANSFER = '1';

/** The `wallet_transfer_config` setting: `{ "default": { "min_amount": "1" }, "THB": { "min_amount": "100" } }`. */
export async function minimumTransfer(db: Queryable, currencyId: number) {
  const currency = await currencyOf(db, currencyId);
  const { rows } = await db.query<{ value: Record<string, { min_amount?: string }> }>(
    `SELECT value FROM settings WHERE key = 'wallet_transfer_config'`,
  );
  const stored =
    rows[0]?.value[currency.code]?.min_amount ??
    rows[0]?.value['default']?.min_amount ??
    DEFAULT_MIN_TRANSFER;
  return { currency, min: moneyToMinor(stored, currency.scale) };
}

export interface WalletTransferRow {
  id: number;
  source: TransferSource;
  currency_id: number;
  scale: number;
  amount: bigint;
  main_balance_after: bigint;
  source_balance_after: bigint;
  created_at: string;
}

export const WALLET_TRANSFER_SELECT = `
  SELECT t.id, t.source, t.currency_id, c.scale, t.amount, t.main_balance_after, t.source_balance_after,
         to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
    FROM wallet_transfers t JOIN currencies c ON c.id = t.currency_id`;

export function toWalletTransfer(row: WalletTransferRow): WalletTransfer {
  const money = (minor: bigint) => minorToMoney(minor, row.scale);
  return {
    id: row.id,
    source: row.source,
    amount: money(row.amount),
    currency_id: row.currency_id,
    status: 'success',
    balance: money(row.main_balance_after),
    source_balance: money(row.source_balance_after),
    createdAt: row.created_at,
  };
}

const amountError = (message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, [fieldError('body.amount', message)]);

/**
 * Moves part of a cashback, rebate or affiliate balance into the main wallet, at least the minimum, in
 * one transaction. Rebate and affiliate need their privilege. With an idempotency key a repeat of the same
 * request answers the first move instead of moving the money again.
 */
export async function transferToMain(
  db: Db,
  userId: number,
  source: TransferSource,
  amountText: string,
  ip: string | null,
  idempotencyKey?: string,
): Promise<WalletTransfer> {
  return db.transaction(async (tx) => {
    if (source === 'rebate' || source === 'affiliate') await assertPrivilege(tx, userId, source);
    // The member's row lock puts their transfers in a line, so a repeated key finds the first one.
    const user = await tx.query<{ currency_id: number }>(
      'SELECT currency_id FROM users WHERE id = $1 FOR NO KEY UPDATE',
      [userId],
    );
    const ledgerKey = idempotencyKey
      ? `wallet-transfer:${userId}:${idempotencyKey}`
      : `wallet-transfer:${randomUUID()}`;
    if (idempotencyKey) {
      const earlier = await tx.query<WalletTransferRow>(
        `${WALLET_TRANSFER_SELECT} JOIN transfers l ON l.id = t.transfer_id WHERE l.idempotency_key = $1`,
        [ledgerKey],
      );
      const row = earlier.rows[0];
      if (row) {
        if (row.source !== source) throw new AppError(409, 'CONFLICT', TRANSFER_MESSAGES.keyReused);
        return toWalletTransfer(row);
      }
    }
    const { currency, min } = await minimumTransfer(tx, user.rows[0]?.currency_id ?? 0);
    let amount: bigint;
    try {
      amount = moneyToMinor(amountText, currency.scale);
    } catch {
      throw amountError(TRANSFER_MESSAGES.amountInvalid);
    }
    if (amount <= 0n) throw amountError(TRANSFER_MESSAGES.amountInvalid);
    if (amount < min) {
      throw amountError(fill(TRANSFER_MESSAGES.belowMinimum, { min: minorToMoney(min, currency.scale) }));
    }
    if ((await balanceOf(tx, { userId, kind: source })) < amount) {
      throw new AppError(422, 'INSUFFICIENT_FUNDS', TRANSFER_MESSAGES.amountExceeded);
    }
    const moved = await transfer(tx, {
      idempotencyKey: ledgerKey,
      debit: { userId, kind: source },
      credit: { userId, kind: 'main' },
      amount,
      type: `${source}_transfer`,
    });
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO wallet_transfers (user_id, source, currency_id, amount, transfer_id, main_balance_after,
         source_balance_after) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        userId,
        source,
        currency.id,
        amount,
        moved.transferId,
        moved.creditBalanceAfter,
        moved.debitBalanceAfter,
      ],
    );
    const id = inserted.rows[0]?.id;
    const row = (await tx.query<WalletTransferRow>(`${WALLET_TRANSFER_SELECT} WHERE t.id = $1`, [id]))
      .rows[0];
    if (!row) throw new Error('wallet transfer insert returned no row');
    await appendActivity(tx, {
      userId,
      type: `${source}_transfer`,
      amount,
      currencyId: currency.id,
      detail: { wallet_transfer_id: row.id, amount: minorToMoney(amount, currency.scale) },
      ip,
    });
    return toWalletTransfer(row);
  });
}
