import { assertDepositPromotion } from '../promotion/members';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { DepositGatewayBody, DepositPromptpayBody, DepositSlipBody } from '@casino/contracts';
import { minorToMoney, moneyToMinor, SLIP_FILE_PATH } from '@casino/contracts';
import generatePayload from 'promptpay-qr';
import type { Queryable } from '../../db/types';
import { AppError, fieldError } from '../../http/errors';
import { assertDepositWithinLimits } from '../gambling-limits';
import { assertNoHold } from '../holds';
import { assertNotRestricted } from '../exclusion';
import { assertProfileComplete } from '../profile/completeness';
import { paymentAddress } from './address';
import { cryptoAmountFor, depositFee } from './amounts';
import type { MemberCurrency, MethodLimits } from './catalogue';
import {
  cryptoTokens,
  exchangeRate,
  memberCurrency,
  methodFor,
  promptpaySettings,
  receivingAccounts,
} from './catalogue';
import { DEPOSIT_MESSAGES } from './strings';

/** `DP` + 12 characters of Crockford base32: short enough to read out, random enough not to guess. */
export function newReference(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return `DP${Array.from(randomBytes(12), (b) => alphabet[b % 32]).join('')}`;
}

export function parseAmount(amount: string, currency: MemberCurrency, field = 'body.deposit_amount'): bigint {
  let minor: bigint;
  try {
    minor = moneyToMinor(amount, currency.scale);
  } catch {
    minor = -1n;
  }
  if (minor <= 0n) {
    throw new AppError(400, 'VALIDATION_FAILED', DEPOSIT_MESSAGES.amountInvalid, [
      fieldError(field, DEPOSIT_MESSAGES.amountInvalid),
    ]);
  }
  return minor;
}

export function assertWithin(amount: bigint, min: bigint, max: bigint, scale: number): void {
  const message =
    amount < min
      ? DEPOSIT_MESSAGES.amountBelow(minorToMoney(min, scale))
      : amount > max
        ? DEPOSIT_MESSAGES.amountAbove(minorToMoney(max, scale))
        : null;
  if (message) {
    throw new AppError(400, 'AMOUNT_OUT_OF_RANGE', message, [fieldError('body.deposit_amount', message)]);
  }
}

/** QR codes past their expiry stop counting as pending: they can no longer be paid. */
async function expireStaleQrCodes(tx: Queryable, userId: number): Promise<void> {
  await tx.query(
    `UPDATE deposits SET status = 'fail', fail_reason = 'expired', updated_at = now()
      WHERE user_id = $1 AND status = 'pending' AND expires_at IS NOT NULL AND expires_at < now()`,
    [userId],
  );
}

/** Spec section 8: one pending deposit at a time. The partial unique index backs this under races. */
async function assertNoPending(tx: Queryable, userId: number): Promise<void> {
  await expireStaleQrCodes(tx, userId);
  const { rows } = await tx.query('SELECT 1 FROM deposits WHERE user_id = $1 AND status = $2', [
    userId,
    'pending',
  ]);
  if (rows.length > 0) throw new AppError(409, 'DEPOSIT_PENDING', DEPOSIT_MESSAGES.pendingDeposit);
}

interface NewDeposit {
  userId: number;
  currency: MemberCurrency;
  method: MethodLimits;
  amount: bigint;
  note?: string | undefined;
  promotionId?: number | undefined;
  bankId?: number;
  slipId?: string;
  phone?: string;
  qrPayload?: string;
  expiresAt?: Date;
  crypto?: { id: number; amount: string; rate: string; address: string };
  reference?: string;
  status?: 'pending' | 'success';
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export async function insertDeposit(tx: Queryable, d: NewDeposit): Promise<bigint> {
  if (d.promotionId !== undefined) await assertDepositPromotion(tx, d.userId, d.promotionId, d.amount);
  // The member's own deposit limits; a webhook's deposit ('success') was already paid and is not refused.
  if (d.status !== 'success') await assertDepositWithinLimits(tx, d.userId, d.amount);
  const reference = d.reference ?? newReference();
  try {
    const { rows } = await tx.query<{ id: bigint }>(
      `INSERT INTO deposits (reference, user_id, currency_id, payment_type_id, status, amount, fee, note,
         payment_bank_information_id, slip_upload_id, promotion_information_id, phone, qr_payload, expires_at,
         crypto_currency_id, crypto_amount, exchange_rate, payment_address)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
      [
        reference,
        d.userId,
        d.currency.currencyId,
        d.method.payment_type_id,
        d.status ?? 'pending',
        d.amount,
        depositFee(d.amount, d.method),
        d.note || null,
        d.bankId ?? null,
        d.slipId ?? null,
        d.promotionId ?? null,
        d.phone ?? null,
        d.qrPayload ?? null,
        d.expiresAt ?? null,
        d.crypto?.id ?? null,
        d.crypto?.amount ?? null,
        d.crypto?.rate ?? null,
        d.crypto?.address ?? null,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('deposit insert returned no row');
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'DEPOSIT_PENDING', DEPOSIT_MESSAGES.pendingDeposit);
    throw error;
  }
}

/** Checks shared by every member-initiated deposit, in its transaction. */
async function prepare(tx: Queryable, userId: number) {
  await assertProfileComplete(tx, userId);
  await assertNoHold(tx, userId);
  await assertNotRestricted(tx, userId);
  // Serialise this member's deposit requests (PostgreSQL); PGlite runs transactions one at a time anyway.
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  await assertNoPending(tx, userId);
  return memberCurrency(tx, userId);
}

/** The slip id out of the URL upload-slip returned; it must be the member's own upload. */
async function ownSlip(tx: Queryable, userId: number, url: string): Promise<string> {
  const prefix = `${SLIP_FILE_PATH}/`;
  const id = url.startsWith(prefix) ? url.slice(prefix.length) : url;
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM uploads WHERE id = $1 AND user_id = $2 AND purpose = 'slip'`,
    [id, userId],
  );
  const found = rows[0]?.id;
  if (!found) {
    throw new AppError(400, 'VALIDATION_FAILED', DEPOSIT_MESSAGES.slipNotFound, [
      fieldError('body.slip_image_url', DEPOSIT_MESSAGES.slipNotFound),
    ]);
  }
  return found;
}

export async function createSlipDeposit(
  tx: Queryable,
  userId: number,
  body: z.output<typeof DepositSlipBody>,
): Promise<bigint> {
  const currency = await prepare(tx, userId);
  const method = await methodFor(tx, currency.currencyId, { code: 'BANK' });
  const account = (
    await receivingAccounts(tx, currency.currencyId, {
      paymentTypeId: method.payment_type_id,
      id: body.payment_bank_information_id,
    })
  )[0];
  if (!account) {
    throw new AppError(400, 'VALIDATION_FAILED', DEPOSIT_MESSAGES.bankUnavailable, [
      fieldError('body.payment_bank_information_id', DEPOSIT_MESSAGES.bankUnavailable),
    ]);
  }
  const amount = parseAmount(body.deposit_amount, currency);
  assertWithin(amount, account.min_deposit, account.max_deposit, currency.scale);
  const slipId = await ownSlip(tx, userId, body.slip_image_url);
  return insertDeposit(tx, {
    userId,
    currency,
    method,
    amount,
    note: body.note,
    promotionId: body.promotion_information_id,
    bankId: account.id,
    slipId,
  });
}

export async function createPromptpayDeposit(
  tx: Queryable,
  userId: number,
  body: z.output<typeof DepositPromptpayBody>,
  now = new Date(),
): Promise<bigint> {
  const currency = await prepare(tx, userId);
  if (currency.code !== 'THB')
    throw new AppError(400, 'VALIDATION_FAILED', DEPOSIT_MESSAGES.promptpayOnlyThb);
  const method = await methodFor(tx, currency.currencyId, { code: 'PROMPTPAY' });
  const amount = parseAmount(body.deposit_amount, currency);
  assertWithin(amount, method.min_deposit, method.max_deposit, currency.scale);
  const settings = await promptpaySettings(tx);
  // The library formats the amount with two decimals; baht amounts below 2^53 satang convert exactly.
  const qrPayload = generatePayload(settings.promptpay_id, { amount: Number(minorToMoney(amount, 2)) });
  return insertDeposit(tx, {
    userId,
    currency,
    method,
    amount,
    promotionId: body.promotion_information_id,
    qrPayload,
    expiresAt: new Date(now.getTime() + settings.expiry_minutes * 60_000),
  });
}

export async function createGatewayDeposit(
  tx: Queryable,
  userId: number,
  body: z.output<typeof DepositGatewayBody>,
  addressSeed: string,
): Promise<bigint> {
  const currency = await prepare(tx, userId);
  const method = await methodFor(tx, currency.currencyId, { code: body.payment_type_code });
  const amount = parseAmount(body.deposit_amount, currency);
  assertWithin(amount, method.min_deposit, method.max_deposit, currency.scale);
  const base = {
    userId,
    currency,
    method,
    amount,
    note: body.note,
    promotionId: body.promotion_information_id,
  };

  if (body.payment_type_code === 'TRUEWALLET') {
    if (!body.phone) {
      throw new AppError(400, 'VALIDATION_FAILED', DEPOSIT_MESSAGES.phoneRequired, [
        fieldError('body.phone', DEPOSIT_MESSAGES.phoneRequired),
      ]);
    }
    return insertDeposit(tx, { ...base, phone: body.phone });
  }
  if (body.payment_type_code === 'CRYPTO') {
    const token = body.crypto_currency_id
      ? (await cryptoTokens(tx, { paymentTypeId: method.payment_type_id, id: body.crypto_currency_id }))[0]
      : undefined;
    const rate = token ? await exchangeRate(tx, currency.code, token.token) : null;
    if (!token || !rate) {
      const message = body.crypto_currency_id
        ? DEPOSIT_MESSAGES.cryptoUnavailable
        : DEPOSIT_MESSAGES.cryptoRequired;
      throw new AppError(400, 'VALIDATION_FAILED', message, [fieldError('body.crypto_currency_id', message)]);
    }
    const reference = newReference();
    return insertDeposit(tx, {
      ...base,
      reference,
      crypto: {
        id: token.id,
        amount: cryptoAmountFor(amount, currency.scale, rate, token.decimals),
        rate,
        address: paymentAddress(addressSeed, token.network, reference),
      },
    });
  }
  // AUTO_BANK: the member announces a transfer to the brand's account; the statement line settles it.
  const account = (
    await receivingAccounts(tx, currency.currencyId, { paymentTypeId: method.payment_type_id })
  )[0];
  return insertDeposit(tx, { ...base, ...(account ? { bankId: account.id } : {}) });
}
